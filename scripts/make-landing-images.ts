/**
 * Generates the landing page's images: four product mock-ups for the carousel (WebP, 1280 and 640 wide) and the
 * Open Graph card (PNG, 1200x630). The mock-ups are plain HTML/SVG drawn here and rendered by the system's
 * headless Chromium; Chromium's own canvas encodes the WebP, so no image tool is needed. Each one depicts a real
 * page of the app — /dashboard, /reports, /challenge, /gamification — with its menu, title and sections named as
 * the app names them (the pictures once showed 'Análises' and 'Emoções', pages the app does not have).
 *
 *   npx tsx scripts/make-landing-images.ts
 *
 * The output is committed (public/images/landing/, public/og-image.png); run again only to change the pictures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { layout } from '../src/shared/i18n/auth';
import { calendarText } from '../src/shared/i18n/calendar';
import { gamificationText } from '../src/shared/i18n/gamification-page';
import { challengeText } from '../src/shared/i18n/challenge';
import { reportsText } from '../src/shared/i18n/reports';
import { riskText } from '../src/shared/i18n/risk';
import { taxText } from '../src/shared/i18n/tax';
import { tradesText } from '../src/shared/i18n/trades';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public/images/landing');
const maxBytes = 80 * 1024;

const W = 1280;
const H = 800;

// ---------------------------------------------------------------------------------------------------------------
// Deterministic data, so the pictures only change when this script does.

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

function equityPath(
  width: number,
  height: number,
  points: number,
  seed: number,
): { line: string; area: string } {
  const r = rng(seed);
  const values: number[] = [];
  let v = 0;
  for (let i = 0; i < points; i++) {
    v += (r() - 0.38) * 10;
    values.push(v);
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  const xy = values.map((val, i) => {
    const x = (i / (points - 1)) * width;
    const y = height - ((val - min) / (max - min)) * (height - 16) - 8;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = 'M' + xy.join(' L');
  return { line, area: `${line} L${width},${height} L0,${height} Z` };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared chrome: a dark app window with a sidebar.

const css = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: ${W}px; height: ${H}px; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    background: #0b1220; color: #e2e8f0; display: flex; overflow: hidden; }
  .side { width: 210px; background: #0e1628; border-right: 1px solid #1c2742; padding: 22px 16px; }
  .logo { font-weight: 700; font-size: 20px; color: #fff; margin-bottom: 28px; display: flex; gap: 10px; align-items: center; }
  .logo i { width: 30px; height: 30px; border-radius: 8px; background: linear-gradient(135deg,#10b981,#0ea5e9); display: inline-block; }
  .nav div { padding: 7px 12px; border-radius: 8px; font-size: 14px; color: #94a3b8; margin-bottom: 2px; }
  .nav .sec { font-size: 11px; text-transform: uppercase; letter-spacing: .08em; color: #64748b; margin: 14px 12px 6px; }
  .nav div.on { background: #10b98122; color: #34d399; font-weight: 600; }
  .main { flex: 1; padding: 26px 30px; display: flex; flex-direction: column; gap: 18px; }
  .top { display: flex; justify-content: space-between; align-items: center; }
  .top h1 { font-size: 24px; color: #fff; }
  .top span { font-size: 13px; color: #94a3b8; background: #111a2e; border: 1px solid #1c2742; padding: 8px 12px; border-radius: 8px; }
  .card { background: #111a2e; border: 1px solid #1c2742; border-radius: 14px; padding: 16px 18px; }
  .label { font-size: 12px; color: #94a3b8; text-transform: uppercase; letter-spacing: .06em; }
  .value { font-size: 22px; font-weight: 700; margin-top: 6px; color: #fff; white-space: nowrap; }
  .pos { color: #34d399; } .neg { color: #f87171; } .muted { color: #94a3b8; }
  .grid { display: grid; gap: 14px; }
  .bar { height: 10px; border-radius: 6px; background: #1c2742; overflow: hidden; }
  .bar b { display: block; height: 100%; border-radius: 6px; }
  h2 { font-size: 15px; color: #fff; margin-bottom: 12px; }
`;

// The app's own menu (src/client/components/layouts/nav-items.ts): its sections and their pages, as labelled there.
const navSections: [string, string[]][] = [
  [layout.sections.journal, [layout.items.dashboard, tradesText.navLabel]],
  [layout.sections.analysis, [reportsText.navLabel, calendarText.navLabel, taxText.navLabel]],
  [layout.sections.discipline, [riskText.navLabel, layout.items.challenge]],
  [layout.sections.progress, [layout.items.gamification, layout.items.ranking]],
];

function shell(active: string, title: string, body: string, period = 'Este mês ▾'): string {
  const nav = navSections
    .map(
      ([section, items]) =>
        `<p class="sec">${section}</p>` +
        items.map((n) => `<div class="${n === active ? 'on' : ''}">${n}</div>`).join(''),
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${css}</style></head><body>
    <aside class="side"><div class="logo"><i></i>MCTrading</div><div class="nav">${nav}</div></aside>
    <section class="main"><div class="top"><h1>${title}</h1>${period ? `<span>${period}</span>` : ''}</div>${body}</section>
  </body></html>`;
}

function metric(label: string, value: string, cls = ''): string {
  return `<div class="card"><div class="label">${label}</div><div class="value ${cls}">${value}</div></div>`;
}

// ---------------------------------------------------------------------------------------------------------------
// The four screens.

function dashboard(): string {
  const eq = equityPath(980, 300, 60, 7);
  const rows = [
    ['12/03', 'WIN', 'Compra', '3', '+R$ 420,00', 'pos', 'Disciplinado'],
    ['12/03', 'WDO', 'Venda', '2', '-R$ 150,00', 'neg', 'Calmo'],
    ['11/03', 'NQ', 'Compra', '1', '+R$ 910,00', 'pos', 'Confiante'],
  ]
    .map(
      (r) =>
        `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td><td class="${r[5]}">${r[4]}</td><td class="muted">${r[6]}</td></tr>`,
    )
    .join('');
  return shell(
    layout.items.dashboard,
    'Dashboard',
    `<div class="grid" style="grid-template-columns: repeat(5, 1fr)">
      ${metric('P&amp;L total', '+R$ 12.480', 'pos')}
      ${metric('Taxa de acerto', '62,4%')}
      ${metric('Fator de lucro', '1,84')}
      ${metric('Pay-off', '1,52')}
      ${metric('Drawdown máximo', '-R$ 1.920', 'neg')}
    </div>
    <div class="card" style="flex:1">
      <h2>Curva de capital</h2>
      <svg width="980" height="300" viewBox="0 0 980 300">
        <defs><linearGradient id="g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#10b981" stop-opacity=".45"/><stop offset="1" stop-color="#10b981" stop-opacity="0"/></linearGradient></defs>
        ${[60, 120, 180, 240].map((y) => `<line x1="0" x2="980" y1="${y}" y2="${y}" stroke="#1c2742"/>`).join('')}
        <path d="${eq.area}" fill="url(#g)"/><path d="${eq.line}" fill="none" stroke="#34d399" stroke-width="3"/>
      </svg>
    </div>
    <div class="card"><h2>Últimos trades</h2>
      <table style="width:100%;font-size:14px;border-collapse:collapse">
        <style>td{padding:7px 4px;border-top:1px solid #1c2742}</style>${rows}
      </table></div>`,
  );
}

function analyses(): string {
  const days = [
    ['Seg', 62],
    ['Ter', -24],
    ['Qua', 88],
    ['Qui', 40],
    ['Sex', -12],
  ] as const;
  const bars = days
    .map(([d, v], i) => {
      const h = Math.abs(v) * 1.6;
      const y = v >= 0 ? 150 - h : 150;
      return `<rect x="${30 + i * 88}" y="${y}" width="52" height="${h}" rx="6" fill="${v >= 0 ? '#10b981' : '#f87171'}"/>
        <text x="${56 + i * 88}" y="300" fill="#94a3b8" font-size="14" text-anchor="middle">${d}</text>`;
    })
    .join('');
  const hours = ['09h', '10h', '11h', '12h', '13h', '14h', '15h', '16h'];
  const r2 = rng(11);
  const heat = hours
    .map((h) => {
      const v = r2();
      const c = v > 0.55 ? `rgba(16,185,129,${0.3 + v * 0.6})` : `rgba(248,113,113,${0.3 + (1 - v) * 0.5})`;
      return `<div style="display:flex;align-items:center;gap:10px;font-size:13px" class="muted"><span style="width:34px">${h}</span><div style="flex:1;height:22px;border-radius:6px;background:${c}"></div></div>`;
    })
    .join('');
  const emotions = [
    ['Disciplinado', '+R$ 3.140', '71%', 'pos'],
    ['Calmo', '+R$ 1.860', '64%', 'pos'],
    ['Ansioso', '-R$ 920', '38%', 'neg'],
  ]
    .map(
      ([n, v, w, c]) =>
        `<div style="display:flex;justify-content:space-between;font-size:14px;padding:7px 0;border-top:1px solid #1c2742"><span>${n}</span><span class="muted">${w}</span><span class="${c}">${v}</span></div>`,
    )
    .join('');
  return shell(
    reportsText.navLabel,
    reportsText.title,
    `<div class="card"><h2>${reportsText.summary.title}</h2>
      <div class="grid" style="grid-template-columns: repeat(4, 1fr)">
        <div><div class="label">Expectativa</div><div class="value pos">+R$ 86,40</div></div>
        <div><div class="label">Ganho médio</div><div class="value">R$ 312,00</div></div>
        <div><div class="label">Perda média</div><div class="value neg">-R$ 205,00</div></div>
        <div><div class="label">Total de trades</div><div class="value">148</div></div>
      </div></div>
    <div class="grid" style="grid-template-columns: 1.1fr 1fr; flex: 1">
      <div class="card"><h2>${reportsText.breakdowns.title} · ${reportsText.breakdowns.byWeekday}</h2>
        <svg width="470" height="320"><line x1="0" x2="470" y1="150" y2="150" stroke="#334155"/>${bars}</svg></div>
      <div class="card"><h2>${reportsText.breakdowns.byHour}</h2>
        <div style="display:grid;grid-template-columns:1fr 1fr;gap:8px 18px">${heat}</div>
        <h2 style="margin-top:18px">${reportsText.breakdowns.byEmotion}</h2>${emotions}</div>
    </div>`,
    'Este ano ▾',
  );
}

function personal(): string {
  const days = Array.from({ length: 21 }, (_, i) => {
    const done = i < 14;
    const miss = i === 5;
    const bg = miss ? '#f8717133' : done ? '#10b981' : '#1c2742';
    const fg = done && !miss ? '#06281d' : '#94a3b8';
    return `<div style="height:46px;border-radius:10px;background:${bg};color:${fg};display:flex;align-items:center;justify-content:center;font-weight:700;font-size:15px">${i + 1}</div>`;
  }).join('');
  const checks = [
    ['✔', 'Plano do dia escrito', 'pos'],
    ['✔', 'Stop em todo trade', 'pos'],
    ['✔', 'Risco por trade dentro do plano', 'pos'],
    ['✔', 'Limite de perda diária respeitado', 'pos'],
    ['○', 'Revisão do dia', 'muted'],
  ]
    .map(
      ([m, n, c]) =>
        `<div style="display:flex;gap:10px;font-size:14px;padding:7px 0;border-top:1px solid #1c2742"><span class="${c}">${m}</span><span>${n}</span></div>`,
    )
    .join('');
  return shell(
    layout.items.challenge,
    challengeText.title,
    `<div class="grid" style="grid-template-columns: 1.15fr 1fr; flex: 1">
      <div class="card"><h2>${challengeText.calendar.title} · ${challengeText.calendar.week(2)}</h2>
        <div style="display:grid;grid-template-columns:repeat(7,1fr);gap:8px">${days}</div>
        <div style="margin-top:14px;font-size:14px" class="muted">13 de 21 dias com o plano seguido</div></div>
      <div class="card"><h2>Hoje · Dia 14</h2>${checks}</div>
    </div>
    <div class="grid" style="grid-template-columns: repeat(3, 1fr)">
      ${metric('Dias cumpridos', '13', 'pos')}
      ${metric('Dias falhados', '1')}
      ${metric('Sequência', '6 dias', 'pos')}
    </div>`,
    '',
  );
}

function gamification(): string {
  const badges = [
    ['✔', 'Primeiro trade', '#34d399'],
    ['⚡', '7 dias seguidos', '#f59e0b'],
    ['☯', 'Mente calma', '#38bdf8'],
    ['★', 'Mês positivo', '#facc15'],
    ['⚑', 'Stop respeitado', '#a78bfa'],
    ['♛', 'Top 10', '#f472b6'],
    ['☀', 'Manhã de ouro', '#fb923c'],
    ['✦', '100 trades', '#2dd4bf'],
    ['♥', 'Sem revenge trade', '#f87171'],
  ];
  const b = badges
    .map(
      ([e, n, c], i) =>
        `<div style="background:#0b1220;border:1px solid #1c2742;border-radius:12px;padding:20px 12px;text-align:center;opacity:${i > 4 ? 0.45 : 1}"><div style="margin:0 auto;width:48px;height:48px;border-radius:50%;background:${c}22;color:${c};font-size:26px;display:flex;align-items:center;justify-content:center">${e}</div><div style="font-size:13px;margin-top:6px" class="muted">${n}</div></div>`,
    )
    .join('');
  const history = [
    ['Trade com stop e plano', '+20 XP'],
    ['Dia do desafio cumprido', '+50 XP'],
    ['Revisão do dia', '+15 XP'],
  ]
    .map(
      ([n, x]) =>
        `<div style="display:flex;justify-content:space-between;font-size:14px;padding:7px 0;border-top:1px solid #1c2742"><span>${n}</span><span class="pos">${x}</span></div>`,
    )
    .join('');
  return shell(
    layout.items.gamification,
    gamificationText.title,
    `<div class="card" style="display:flex;gap:24px;align-items:center">
      <div style="width:96px;height:96px;border-radius:24px;background:linear-gradient(135deg,#10b981,#0ea5e9);display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff"><span style="font-size:12px">NÍVEL</span><span style="font-size:36px;font-weight:800">12</span></div>
      <div style="flex:1"><div style="display:flex;justify-content:space-between;font-size:15px;margin-bottom:10px"><b>Trader Consistente</b><span class="muted">4.310 / 5.000 XP</span></div>
        <div class="bar" style="height:14px"><b style="width:86%;background:linear-gradient(90deg,#10b981,#34d399)"></b></div>
        <div class="muted" style="font-size:13px;margin-top:8px">Faltam 690 XP para o nível 13</div></div>
    </div>
    <div class="grid" style="grid-template-columns: 1.25fr 1fr; flex: 1">
      <div class="card"><h2>${gamificationText.achievements.title}</h2><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">${b}</div></div>
      <div class="card"><h2>${gamificationText.goals.title}</h2><div class="bar"><b style="width:64%;background:#38bdf8"></b></div>
        <div class="muted" style="font-size:13px;margin-top:8px">Mês · 13 de 20 trades dentro do plano</div>
        <h2 style="margin-top:22px">${gamificationText.history.title}</h2>${history}</div>
    </div>`,
    '',
  );
}

function ogCard(): string {
  const eq = equityPath(520, 250, 40, 7);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff; overflow: hidden;
      background: radial-gradient(circle at 80% 20%, #10b98140, transparent 45%), linear-gradient(135deg, #0b1220, #111a2e);
      display: flex; align-items: center; padding: 70px; gap: 50px; }
    .l { flex: 1; } .brand { display: flex; align-items: center; gap: 14px; font-size: 30px; font-weight: 700; }
    .brand i { width: 46px; height: 46px; border-radius: 12px; background: linear-gradient(135deg,#10b981,#0ea5e9); }
    h1 { font-size: 56px; line-height: 1.1; margin: 34px 0 22px; }
    p { font-size: 26px; color: #cbd5e1; line-height: 1.4; }
    .pill { display: inline-block; margin-top: 34px; background: #10b981; color: #06281d; font-weight: 700; font-size: 24px; padding: 14px 26px; border-radius: 999px; }
    .card { width: 520px; background: #111a2ecc; border: 1px solid #1c2742; border-radius: 20px; padding: 24px; }
    .k { font-size: 15px; color: #94a3b8; } .v { font-size: 34px; font-weight: 700; color: #34d399; margin: 6px 0 10px; }
  </style></head><body>
    <div class="l"><div class="brand"><i></i>MCTrading</div>
      <h1>Seu diário de trades, com métricas que não mentem.</h1>
      <p>Dashboard, curva de capital, gestão de risco, emoções e gamificação.</p>
      <span class="pill">7 dias grátis</span></div>
    <div class="card"><div class="k">P&amp;L do mês</div><div class="v">+R$ 12.480</div>
      <svg width="470" height="250" viewBox="0 0 520 250" preserveAspectRatio="none"><path d="${eq.area}" fill="#10b98133"/><path d="${eq.line}" fill="none" stroke="#34d399" stroke-width="4"/></svg></div>
  </body></html>`;
}

// ---------------------------------------------------------------------------------------------------------------

async function encodeWebp(page: Page, png: Buffer, width: number, quality: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, width, quality }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const height = Math.round((img.naturalHeight / img.naturalWidth) * width);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality);
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, width, quality },
  );
  if (!dataUrl.startsWith('data:image/webp')) throw new Error('Este Chromium não codifica WebP.');
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const slides = [
  ['dashboard', dashboard],
  ['analises', analyses],
  ['desenvolvimento', personal],
  ['gamificacao', gamification],
] as const;

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    for (const [name, render] of slides) {
      await page.setContent(render());
      const png = await page.screenshot({ type: 'png' });
      for (const width of [1280, 640]) {
        let quality = 0.8;
        let webp = await encodeWebp(page, png, width, quality);
        while (webp.length > maxBytes && quality > 0.4) {
          quality -= 0.1;
          webp = await encodeWebp(page, png, width, quality);
        }
        const file = path.join(outDir, `${name}-${width}.webp`);
        writeFileSync(file, webp);
        console.log(
          `${path.relative(root, file)}  ${(webp.length / 1024).toFixed(1)} KB  (q=${quality.toFixed(1)})`,
        );
      }
    }
    const og = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await og.setContent(ogCard());
    const ogPng = await og.screenshot({ type: 'png' });
    writeFileSync(path.join(root, 'public/og-image.png'), ogPng);
    console.log(`public/og-image.png  ${(ogPng.length / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

await main();
