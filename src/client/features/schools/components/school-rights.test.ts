import { describe, expect, it } from 'vitest';
import { schoolRightsText as T } from '@/shared/i18n/mentoring';
import { rightsOf } from './school-rights';

describe("what each role of the school sees, by the student's sharing", () => {
  it('gives mentors the journal only with Tudo, and never the account actions', () => {
    expect(rightsOf('mentor', 'none')).toEqual([T.sees.none]);
    expect(rightsOf('mentor', 'summary')).toEqual([T.sees.summary]);
    expect(rightsOf('mentor', 'full')).toEqual([T.sees.full]);
  });

  it('adds what a school admin also does: release and continue the account', () => {
    expect(rightsOf('schoolAdmin', 'summary')).toEqual([T.sees.summary, T.adminActs]);
    expect(rightsOf('schoolAdmin', 'full')).toEqual([T.sees.full, T.adminActs]);
  });
});
