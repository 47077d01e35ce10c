import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '@/shared/admin/contract';
import {
  DEFAULT_USER_FILTERS,
  pageCount,
  userFiltersFromParams,
  userFiltersToParams,
  usersQuery,
} from './user-filters';

describe('the /admin list view in the URL', () => {
  it('round-trips every filter, leaving defaults out of the URL', () => {
    const filters = {
      q: 'ana',
      status: 'pending' as const,
      schoolId: 'none',
      sort: 'name' as const,
      page: 3,
    };
    const params = userFiltersToParams(filters);
    expect(params.toString()).toBe('q=ana&status=pending&school=none&sort=name&page=3');
    expect(userFiltersFromParams(params)).toEqual(filters);
    expect(userFiltersToParams(DEFAULT_USER_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults on malformed values instead of breaking the page', () => {
    const filters = userFiltersFromParams(new URLSearchParams('status=banido&sort=idade&page=-2&q=%20%20'));
    expect(filters).toEqual(DEFAULT_USER_FILTERS);
    expect(userFiltersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('asks the server for each sort in the direction that reads best, 25 a page', () => {
    const query = usersQuery({ ...DEFAULT_USER_FILTERS, sort: 'name', page: 2 });
    expect(query).toMatchObject({ sort: 'name', dir: 'asc', page: 2, pageSize: 25 });
    expect(usersQuery({ ...DEFAULT_USER_FILTERS, sort: 'trades' }).dir).toBe('desc');
    // What the client sends, the server's schema accepts as it is.
    expect(adminUsersQuerySchema.parse(query)).toMatchObject({
      sort: 'name',
      dir: 'asc',
      page: 2,
      pageSize: 25,
    });
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10_000, 25)).toBe(400);
  });
});
