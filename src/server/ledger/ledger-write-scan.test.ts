import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every statement of the server that writes the `trades` table runs on the transaction of a ledger write: its
 * executor is a parameter typed `LedgerTx` (a type only ledgerWrite makes, so the type checker carries the proof
 * to the callers) or the transaction ledgerWrite hands its callback. A write on any other executor (a plain
 * db.transaction, the Db itself) would change trades without the lock and the follow-ups: it fails here.
 */

const SERVER = join(__dirname, '..');
const WRITE_SQL = /\b(insert\s+into|update|delete\s+from)\s+trades\b/i;

/** Files that are not production code (tests, their kits and the test harness). */
const notProduction = (path: string) =>
  /\.test\.ts$/.test(path) || /\.testkit\.ts$/.test(path) || path.startsWith('testing/');

function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return serverFiles(full);
    return e.name.endsWith('.ts') && !notProduction(relative(SERVER, full)) ? [full] : [];
  });
}

const isFunction = (n: ts.Node): n is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(n) ||
  ts.isArrowFunction(n) ||
  ts.isFunctionExpression(n) ||
  ts.isMethodDeclaration(n);

/** The transaction a ledger write hands its callbacks (the write and the answer). */
function isLedgerCallback(fn: ts.FunctionLikeDeclaration): boolean {
  const call = fn.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(fn as ts.Expression) &&
    call.expression.getText() === 'ledgerWrite'
  );
}

/** The names, in scope at `node`, that hold the transaction of a ledger write. */
function ledgerNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (!isFunction(n)) continue;
    n.parameters.forEach((p, i) => {
      if (!ts.isIdentifier(p.name)) return;
      if (p.type?.getText().includes('LedgerTx') || (i === 0 && isLedgerCallback(n))) names.add(p.name.text);
    });
  }
  return names;
}

/** The identifier a call chain starts from (`tx` in `tx.update(trades).set(…)`). */
function rootOf(e: ts.Expression): ts.Expression {
  let cur = e;
  while (ts.isPropertyAccessExpression(cur) || ts.isCallExpression(cur) || ts.isParenthesizedExpression(cur))
    cur = ts.isCallExpression(cur) ? cur.expression : cur.expression;
  return cur;
}

const onLedger = (receiver: ts.Expression, at: ts.Node) => {
  const root = rootOf(receiver);
  return ts.isIdentifier(root) && ledgerNames(at).has(root.text);
};

/** The SQL text runs through `x.execute(…)`: on a ledger transaction? Module-level text: where it is used. */
function sqlOnLedger(node: ts.Node, source: ts.SourceFile): boolean {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'execute'
    )
      return onLedger(n.expression.expression, n);
    if (isFunction(n)) return ledgerNames(n).size > 0;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && ts.isSourceFile(n.parent.parent.parent)) {
      const name = n.name.text;
      const uses: ts.Node[] = [];
      const visit = (m: ts.Node) => {
        if (ts.isIdentifier(m) && m.text === name && m !== n.name) uses.push(m);
        ts.forEachChild(m, visit);
      };
      visit(source);
      return uses.length > 0 && uses.every((u) => sqlOnLedger(u, source));
    }
  }
  return false;
}

/** The trade writes of one source text that do not run on a ledger write's transaction ("file:line"). */
export function bypasses(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (n: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      ['insert', 'update', 'delete'].includes(n.expression.name.text) &&
      n.arguments.length === 1 &&
      /^(\w+\.)?trades$/.test(n.arguments[0]?.getText() ?? '') &&
      !onLedger(n.expression.expression, n)
    )
      found.push(where(n));
    if (
      (ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isStringLiteral(n)) &&
      WRITE_SQL.test(n.text) &&
      !sqlOnLedger(n, source)
    )
      found.push(where(n));
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('every trade write goes through ledgerWrite', () => {
  it('no statement of the server writes trades outside a ledger write', () => {
    const files = serverFiles();
    const writers = files.filter((f) => /trades/.test(readFileSync(f, 'utf8')));
    const found = writers.flatMap((f) => bypasses(relative(SERVER, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
    // The scan sees the writers it guards (a scan that finds nothing proves nothing).
    const guarded = files
      .map((f) => relative(SERVER, f))
      .filter((f) => /(trades\.service|imports\.service|trade-insert|evaluate)\.ts$/.test(f));
    expect(guarded).toHaveLength(4);
  });

  it('finds a write on a plain transaction, on the database, or in SQL text run outside the ledger', () => {
    const bypass = `
      export async function sneaky(db: Db, userId: string) {
        await db.transaction(async (tx) => {
          await tx.delete(trades).where(eq(trades.userId, userId));
        });
        await db.update(schema.trades).set({ note: '' });
        await db.execute(sql\`update trades set note = '' where user_id = \${userId}\`);
      }
      const RAW = sql.raw('insert into trades (id) values (1)');
      export const viaRaw = (tx: Tx) => tx.execute(RAW);`;
    expect(bypasses('bypass.ts', bypass)).toEqual([
      'bypass.ts:4',
      'bypass.ts:6',
      'bypass.ts:7',
      'bypass.ts:9',
    ]);
  });

  it('accepts the ledger write’s transaction and a LedgerTx parameter', () => {
    const good = `
      export const create = (db: Db, userId: string, now: Date) =>
        ledgerWrite(db, { userId, now }, async (tx, change) => {
          await tx.insert(trades).values([]);
          change.announce();
        });
      export async function judge(tx: LedgerTx) {
        await tx.execute(sql\`update trades set rule_breaks = '{}'\`);
      }
      const INTO = sql.raw('insert into trades (id) ');
      export const store = (tx: LedgerTx) => tx.execute(INTO);`;
    expect(bypasses('good.ts', good)).toEqual([]);
  });
});
