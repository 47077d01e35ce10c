/**
 * `npm run bench` runs every benchmark; `npm run bench -- bundle` runs one. Each prints its figures as JSON, so
 * results can be compared between commits by a script as well as by eye. A new benchmark is a module exporting a
 * `Bench`, listed below.
 */
import { adminUsersBench } from './admin-users';
import { attachmentsUploadBench } from './attachments-upload';
import { brokerageNotesReadBench } from './brokerage-notes-read';
import { bundleBench } from './bundle';
import { challengeDaysBench } from './challenge-days';
import { classViewBench } from './class-view';
import { columnsColdBench } from './columns-cold';
import { dashboardApiBench } from './dashboard-api';
import { dashboardClientBench } from './dashboard-client';
import { exportBench } from './export';
import { gamificationBench } from './gamification';
import { importParseBench } from './import-parse';
import { importProfitBench } from './import-profit';
import { lighthouseBench } from './lighthouse';
import { loadBench } from './load';
import { metricsEngineBench } from './metrics-engine';
import { pdfBench } from './pdf';
import { playbookPageBench } from './playbook-page';
import { pdfLoadBench } from './pdf-load';
import { rankingBench } from './ranking';
import { reportsApiBench } from './reports-api';
import { ruleBreaksBench } from './rule-breaks';
import { schoolSummariesBench } from './school-summaries';
import { startupBench } from './startup';
import { taxEngineBench } from './tax-engine';
import { tradesQueryBench } from './trades-query';
import type { Bench } from './types';

const benches: Bench[] = [
  bundleBench,
  tradesQueryBench,
  importProfitBench,
  importParseBench,
  metricsEngineBench,
  columnsColdBench,
  dashboardApiBench,
  dashboardClientBench,
  lighthouseBench,
  challengeDaysBench,
  schoolSummariesBench,
  classViewBench,
  ruleBreaksBench,
  adminUsersBench,
  gamificationBench,
  rankingBench,
  taxEngineBench,
  reportsApiBench,
  pdfBench,
  pdfLoadBench,
  exportBench,
  attachmentsUploadBench,
  brokerageNotesReadBench,
  playbookPageBench,
  startupBench,
  loadBench,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches.some((b) => b.name === name));
if (unknown.length) {
  console.error(
    `Benchmark desconhecido: ${unknown.join(', ')}. Disponíveis: ${benches.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

const results: Record<string, unknown> = {};
for (const bench of benches.filter((b) => !wanted.length || wanted.includes(b.name))) {
  results[bench.name] = await bench.run();
}
console.log(JSON.stringify(results, null, 2));
