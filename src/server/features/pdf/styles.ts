import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';

/** A4 in points, and the margins every page keeps (the footer sits in the bottom one). */
export const PAGE = { width: 595.28, height: 841.89, marginX: 36, marginTop: 36, marginBottom: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export const colors = {
  text: '#111827',
  muted: '#6b7280',
  border: '#e5e7eb',
  headerBg: '#f3f4f6',
  band: '#0f172a',
  positive: '#15803d',
  negative: '#b91c1c',
  line: '#2563eb',
  drawdown: '#dc2626',
  drawdownFill: '#fecaca',
  notice: '#fef3c7',
  noticeBorder: '#f59e0b',
};

/** One plain style per kind of element (no per-row computed styles: a year of weeks renders many rows). */
export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9,
    color: colors.text,
    fontFeatureSettings: { tnum: true },
    paddingTop: PAGE.marginTop,
    paddingBottom: PAGE.marginBottom,
    paddingHorizontal: PAGE.marginX,
  },
  brand: { fontSize: 10, fontWeight: 700, color: colors.line, letterSpacing: 0.5 },
  title: { fontSize: 18, fontWeight: 700, marginTop: 2 },
  subtitle: { fontSize: 10, color: colors.muted },
  facts: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    marginTop: 10,
    paddingVertical: 8,
    paddingHorizontal: 10,
    backgroundColor: colors.headerBg,
    borderRadius: 3,
  },
  fact: { width: '33.33%', paddingVertical: 3, paddingRight: 6 },
  factLabel: { fontSize: 7, color: colors.muted, textTransform: 'uppercase', letterSpacing: 0.4 },
  factValue: { fontSize: 9.5, fontWeight: 700 },
  runningHeader: {
    position: 'absolute',
    top: 16,
    left: PAGE.marginX,
    right: PAGE.marginX,
    fontSize: 7.5,
    color: colors.muted,
  },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: PAGE.marginX,
    right: PAGE.marginX,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: colors.muted,
    borderTopWidth: 0.5,
    borderTopColor: colors.border,
    paddingTop: 4,
  },
  section: { marginTop: 13 },
  sectionTitle: { fontSize: 12, fontWeight: 700, marginBottom: 6 },
  note: { fontSize: 7.5, color: colors.muted, marginTop: 4 },
  empty: { fontSize: 10, color: colors.muted, marginTop: 16 },
  table: { borderTopWidth: 0.5, borderTopColor: colors.border },
  headRow: {
    flexDirection: 'row',
    backgroundColor: colors.headerBg,
    borderBottomWidth: 0.5,
    borderBottomColor: colors.border,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colors.border },
  headCell: { paddingVertical: 4, paddingHorizontal: 3, fontSize: 7, fontWeight: 700, color: colors.muted },
  cell: { paddingVertical: 3, paddingHorizontal: 3 },
  right: { textAlign: 'right' },
  sub: { fontSize: 6.5, color: colors.muted },
  positive: { color: colors.positive },
  negative: { color: colors.negative },
  bold: { fontWeight: 700 },
  columns: { flexDirection: 'row', justifyContent: 'space-between' },
  half: { width: (CONTENT_WIDTH - 12) / 2 },
});
