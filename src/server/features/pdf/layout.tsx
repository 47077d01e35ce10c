import type { ReactNode } from 'react';
import { Text, View, type Styles } from '@react-pdf/renderer';
import { pdfText } from '@/shared/i18n/pdf';
import { styles } from './styles';

/** The pieces both documents share: the facts block, the running header and footer, sections and tables. */

export function Facts({ items }: { items: { label: string; value: string }[] }) {
  return (
    <View style={styles.facts}>
      {items.map((item) => (
        <View key={item.label} style={styles.fact}>
          <Text style={styles.factLabel}>{item.label}</Text>
          <Text style={styles.factValue}>{item.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** From the second page on: what the document is and whose, so a loose page still says it. */
export function RunningHeader({ text }: { text: string }) {
  return (
    <Text fixed style={styles.runningHeader} render={({ pageNumber }) => (pageNumber > 1 ? text : '')} />
  );
}

export function Footer({ generatedAt }: { generatedAt: string }) {
  return (
    <View fixed style={styles.footer}>
      <Text>{`${pdfText.product} · ${pdfText.generatedAt(generatedAt)}`}</Text>
      <Text render={({ pageNumber, totalPages }) => pdfText.page(pageNumber, totalPages)} />
    </View>
  );
}

/**
 * A titled block. The title never ends a page alone (it needs room for a few rows after it); `keepTogether` keeps
 * an unbreakable block (a chart, side-by-side tables) with its title; `first` drops the top margin on a new page.
 */
export function Section({
  title,
  children,
  keepTogether,
  first,
}: {
  title: string;
  children: ReactNode;
  keepTogether?: boolean;
  first?: boolean;
}) {
  return (
    // `wrap` must be absent, not undefined, to wrap: React-PDF reads `'wrap' in props`.
    <View style={first ? undefined : styles.section} {...(keepTogether ? { wrap: false } : {})}>
      <Text style={styles.sectionTitle} minPresenceAhead={60}>
        {title}
      </Text>
      {children}
    </View>
  );
}

type Style = Styles[string];

export type Tone = 'positive' | 'negative' | undefined;

/** The tone of an amount: green above zero, red below. */
export const toneOf = (value: number | null | undefined): Tone =>
  value ? (value > 0 ? 'positive' : 'negative') : undefined;

const cellStyle = (
  box: Style,
  align: Column<unknown>['align'],
  tone: Tone,
  bold: boolean | undefined,
): Style[] => [
  styles.cell,
  box,
  ...(align === 'right' ? [styles.right] : []),
  ...(tone ? [styles[tone]] : []),
  ...(bold ? [styles.bold] : []),
];

export interface Column<T> {
  label: string;
  /** Points; a column without a width shares what is left. */
  width?: number;
  align?: 'left' | 'right';
  value: (row: T) => string;
  /** A second, smaller line under the value (e.g. the change against the cut before). */
  sub?: (row: T) => string | null;
  tone?: (row: T) => Tone;
  /** The whole column, or the rows the function picks (a total line). */
  bold?: boolean | ((row: T) => boolean);
}

/**
 * A table whose rows never split across pages (`wrap={false}`) and whose header row repeats on every page the
 * table spans (`fixed` inside the table's view); no header row when no column has a label.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
}) {
  const boxes: Style[] = columns.map((c) => (c.width ? { width: c.width } : { flex: 1 }));
  return (
    <View style={styles.table}>
      {columns.some((c) => c.label) ? (
        <View style={styles.headRow} fixed>
          {columns.map((c, k) => (
            <Text
              key={k}
              style={[styles.headCell, boxes[k] as Style, ...(c.align === 'right' ? [styles.right] : [])]}
            >
              {c.label}
            </Text>
          ))}
        </View>
      ) : null}
      {rows.map((row, index) => (
        <View key={rowKey(row, index)} style={styles.row} wrap={false}>
          {columns.map((c, k) => {
            const tone = c.tone?.(row);
            const sub = c.sub?.(row);
            const bold = typeof c.bold === 'function' ? c.bold(row) : c.bold;
            const style = cellStyle(boxes[k] as Style, c.align, tone, bold);
            // A plain cell is one Text (a year of weeks is hundreds of cells, each node costs layout time); one
            // with a second line is a View of two, not a '\n' inside one Text: no font maps U+000A, so React-PDF
            // would draw the line break in Helvetica, a font the PDF does not embed.
            return sub ? (
              <View key={k} style={style}>
                <Text>{c.value(row)}</Text>
                <Text style={styles.sub}>{sub}</Text>
              </View>
            ) : (
              <Text key={k} style={style}>
                {c.value(row)}
              </Text>
            );
          })}
        </View>
      ))}
    </View>
  );
}
