import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { SkeletonList } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { Textarea } from './textarea';

describe('ui primitives, as assistive technology reads them', () => {
  it('an alert is announced; a list of problems in the page is a named group instead', () => {
    expect(renderToStaticMarkup(<Alert>Falhou</Alert>)).toMatch(/^<div role="alert"/);
    const group = renderToStaticMarkup(
      <Alert role="group" aria-labelledby="t">
        <AlertTitle id="t">Problemas</AlertTitle>
        <AlertDescription>linha 3</AlertDescription>
      </Alert>,
    );
    expect(group).toMatch(/^<div role="group"[^>]* aria-labelledby="t"/);
    expect(group).toMatch(/<h3 [^>]*id="t">Problemas<\/h3>/);
  });

  it('a loading list is one status with its label, its bars hidden', () => {
    const html = renderToStaticMarkup(<SkeletonList label="Carregando trades..." rows={2} />);
    expect(html).toMatch(/^<div role="status" aria-label="Carregando trades..."/);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('<span class="sr-only">Carregando trades...</span>');
  });

  it('table headers say what they head: columns by default, a row when asked', () => {
    const html = renderToStaticMarkup(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Ativo</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">WIN</TableHead>
            <TableCell>Mini índice</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<th scope="row"');
  });

  it('a textarea keeps the fields look and three rows unless told', () => {
    expect(renderToStaticMarkup(<Textarea id="n" />)).toMatch(/^<textarea rows="3"/);
  });
});
