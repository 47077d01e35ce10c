import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { EmptyState } from './empty-state';
import { FieldError } from './field-error';
import { FormField } from './form-field';
import { PageHeader } from './page-header';
import { ProgressBar, progressPercent } from './progress-bar';
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

  it('a compact table has no frame of its own and keeps the header scopes', () => {
    const html = renderToStaticMarkup(
      <Table variant="compact" caption="Emoções">
        <TableHeader>
          <TableRow>
            <TableHead>Emoção</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">Calmo</TableHead>
            <TableCell>3</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(html).toMatch(/^<table /);
    expect(html).toContain('<caption class="sr-only">Emoções</caption>');
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<th scope="row"');
  });

  it('a page header is the one h1 of the page, with its lead and actions', () => {
    const html = renderToStaticMarkup(
      <PageHeader title="Trades" description="Seus trades" actions={<button type="button">Novo</button>} />,
    );
    expect(html).toMatch(/^<header /);
    expect(html.match(/<h1 /g)).toHaveLength(1);
    expect(html).toContain('>Trades</h1>');
    expect(html).toContain('>Seus trades</p>');
    expect(html).toContain('<button type="button">Novo</button>');
    expect(renderToStaticMarkup(<PageHeader title="Risco" />)).not.toContain('<p');
  });

  it('an empty state titles itself with an h2 unless told, and holds its actions', () => {
    const html = renderToStaticMarkup(
      <EmptyState
        data-testid="e"
        title="Nenhum trade"
        description="Registre"
        actions={<a href="/x">Ir</a>}
      />,
    );
    expect(html).toMatch(/^<div class="[^"]*border-dashed[^"]*" data-testid="e">/);
    expect(html).toContain('>Nenhum trade</h2>');
    expect(html).toContain('<a href="/x">Ir</a>');
    expect(renderToStaticMarkup(<EmptyState titleAs="p" title="Vazio" />)).toContain('>Vazio</p>');
  });

  it('a field error is announced and named for aria-describedby; no error, no paragraph', () => {
    expect(renderToStaticMarkup(<FieldError id="price">Obrigatório</FieldError>)).toMatch(
      /^<p id="price-error" role="alert"[^>]*>Obrigatório<\/p>$/,
    );
    expect(renderToStaticMarkup(<FieldError id="price">{undefined}</FieldError>)).toBe('');
    const field = renderToStaticMarkup(
      <FormField id="qty" label="Contratos" error="Mínimo 1">
        <input id="qty" />
      </FormField>,
    );
    expect(field).toContain('<p id="qty-error" role="alert"');
  });

  it('a progress bar reads its name, bounds and value, clamped; its fill is the share', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Nível" value={180} max={150} valueText="180 XP" />);
    expect(html).toMatch(
      /^<div role="progressbar" aria-label="Nível" aria-valuemin="0" aria-valuemax="150" aria-valuenow="150" aria-valuetext="180 XP"/,
    );
    expect(html).toContain('width:100%');
    expect(renderToStaticMarkup(<ProgressBar labelledBy="l" value={1} max={4} />)).toContain(
      'aria-labelledby="l"',
    );
    expect([progressPercent(1, 4), progressPercent(-1, 4), progressPercent(3, 0)]).toEqual([25, 0, 100]);
  });

  it('a textarea keeps the fields look and three rows unless told', () => {
    expect(renderToStaticMarkup(<Textarea id="n" />)).toMatch(/^<textarea rows="3"/);
  });
});
