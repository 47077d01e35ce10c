import { expect, test, type Locator, type Page } from '@playwright/test';
import { landing } from '../src/shared/i18n/landing';
import { supportChatUrl } from '../src/shared/public-config';
import { expectNoSidewaysScroll, viewportWidth } from './support/layout';

const { hero, carousel, audience, reality, quote, features, faq, cta, support, footer } = landing;

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
});

/** The link the server's config implies: the number comes from the page's own `<meta name="app-config">`. */
async function expectedChatUrl(page: Page): Promise<string> {
  const raw = await page.locator('meta[name="app-config"]').getAttribute('content');
  const whatsapp = (JSON.parse(raw ?? '{}') as { supportWhatsapp: string }).supportWhatsapp;
  expect(whatsapp).toMatch(/^\d{10,15}$/);
  return supportChatUrl(whatsapp);
}

async function expectChatLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
}

test('document: language, title, description, Open Graph and one h1', async ({ page, request }) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveTitle(/MCTrading/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /MCTrading/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/og-image.png');

  const og = await request.get('/og-image.png');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toContain('image/png');
  const png = await og.body();
  // PNG header: width and height are big-endian at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(hero.title);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('the sections come in the specified order, each labelled by its heading', async ({ page }) => {
  const headings = await page.locator('main section').evaluateAll((sections) =>
    sections.map((s) => {
      const id = s.getAttribute('aria-labelledby');
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    }),
  );
  expect(headings).toEqual([
    hero.title,
    carousel.title,
    audience.title,
    reality.title,
    quote.title,
    features.title,
    faq.title,
    cta.title,
    support.title,
  ]);

  // Header, then each section, then the footer, top to bottom on the page.
  const tops = await page.evaluate(() => {
    const els = [
      document.querySelector('header'),
      ...document.querySelectorAll('main section'),
      document.querySelector('footer'),
    ];
    return els.map((el) => (el ? el.getBoundingClientRect().top + window.scrollY : NaN));
  });
  expect(tops).toHaveLength(11);
  for (let i = 1; i < tops.length; i++) expect(tops[i]).toBeGreaterThan(tops[i - 1] ?? Infinity);
});

test('sticky header with the product name and Entrar to /auth', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header).toContainText(landing.productName);
  const login = header.getByRole('link', { name: 'Entrar', exact: true });
  await expect(login).toHaveAttribute('href', '/auth');

  await page.getByRole('heading', { name: faq.title }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
  await expect(login).toBeInViewport();

  await login.click();
  await expect(page).toHaveURL('/auth');
});

test('hero: title, free trial to /auth and Fale Conosco to the support chat', async ({ page }) => {
  const section = page.locator('section[aria-labelledby="hero-title"]');
  await expect(section.getByRole('heading', { level: 1 })).toHaveText('O que é o MCTrading?');
  await expect(section.getByRole('link', { name: 'Experimente Grátis por 7 dias' })).toHaveAttribute(
    'href',
    '/auth',
  );
  const chat = section.getByRole('link', { name: /^Fale Conosco/ });
  await expect(chat).toContainText('Fale Conosco');
  await expectChatLink(chat, await expectedChatUrl(page));
});

test('hero: names the platforms the import reads, Profit first, on the first screen', async ({ page }) => {
  const platforms = page.getByRole('list', { name: hero.platformsLabel });
  await expect(platforms.getByRole('listitem')).toHaveText([...hero.platforms]);
  await expect(platforms.getByRole('listitem').first()).toHaveText('Profit');
  await expect(page.getByTestId('import-platforms')).toContainText(hero.importsLead);
  // The first question of a WIN/WDO trader is answered without scrolling far: within two screens at any width.
  const box = await platforms.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y + box.height).toBeLessThan(height * 2);

  // E2E_SHOTS_DIR: the whole landing at 390 and 1280 px, once (from the phone project).
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots && test.info().project.name === 'phone') {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      // Every lazy picture of the carousel drawn before the shot.
      for (const img of await page.locator('img').all())
        await img.evaluate((el: HTMLImageElement) => {
          el.loading = 'eager';
          return el.decode();
        });
      await page.screenshot({ path: `${shots}/landing-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${shots}/landing-top-${width}.png` });
      await page
        .locator('section[aria-labelledby="carousel-title"]')
        .screenshot({ path: `${shots}/landing-carousel-${width}.png` });
    }
  }
});

test('the trial is said plainly: a person releases new accounts, and the 7 days start then', async ({
  page,
}) => {
  await expect(page.getByText(hero.highlights[0])).toBeVisible();
  await expect(page.getByText(cta.text)).toBeVisible();
  expect(faq.items[0]?.a).toMatch(/libera o seu acesso/);
  expect(faq.items[0]?.a).toMatch(/7 dias grátis começam na liberação/);
});

test.describe('carousel', () => {
  const titles = [
    'Dashboard Completo',
    'Análises Avançadas',
    'Desenvolvimento Pessoal',
    'Gamificação Completa',
  ];

  /** Index of the slide whose left edge lines up with the track's (the one showing). */
  async function visibleSlide(page: Page): Promise<number> {
    return page.getByTestId('carousel-track').evaluate((track) => {
      const left = track.getBoundingClientRect().left;
      const slides = [...track.querySelectorAll<HTMLElement>('[data-slide]')];
      return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - left) < 2);
    });
  }

  async function expectShowing(page: Page, i: number) {
    await expect.poll(() => visibleSlide(page)).toBe(i);
    const dots = page.getByRole('group', { name: carousel.dotsLabel }).getByRole('button');
    await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByRole('group', { name: `${i + 1} de 4: ${titles[i]}` })).toBeInViewport();
  }

  test('four slides, each with image, title, description and Ver em ação', async ({ page }) => {
    const region = page.getByRole('region', { name: carousel.label });
    const slides = region.locator('[data-slide]');
    await expect(slides).toHaveCount(4);
    for (const [i, title] of titles.entries()) {
      const slide = slides.nth(i);
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(slide.locator('p')).toHaveText(carousel.slides[i]?.description ?? '-');
      await expect(slide.getByText('Ver em ação', { exact: true })).toHaveCount(1);
      await expect(slide.locator('img')).toHaveCount(1);
    }
  });

  test('arrows and dots change the visible slide', async ({ page }) => {
    const region = page.getByRole('region', { name: carousel.label });
    await region.scrollIntoViewIfNeeded();
    await expectShowing(page, 0);

    await region.getByRole('button', { name: 'Próximo slide' }).click();
    await expectShowing(page, 1);
    await region.getByRole('button', { name: 'Próximo slide' }).click();
    await expectShowing(page, 2);
    await region.getByRole('button', { name: 'Slide anterior' }).click();
    await expectShowing(page, 1);

    await region.getByRole('button', { name: 'Ir para o slide 4: Gamificação Completa' }).click();
    await expectShowing(page, 3);
    // Past the last slide the arrows wrap around.
    await region.getByRole('button', { name: 'Próximo slide' }).click();
    await expectShowing(page, 0);
    await region.getByRole('button', { name: 'Slide anterior' }).click();
    await expectShowing(page, 3);
  });

  test('keyboard: arrow keys, Home and End from the track and the controls', async ({ page }) => {
    const track = page.getByTestId('carousel-track');
    await track.focus();
    await expect(track).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 1);
    await page.keyboard.press('End');
    await expectShowing(page, 3);
    await page.keyboard.press('Home');
    await expectShowing(page, 0);

    // The controls are real buttons: Tab reaches them and Enter activates.
    const next = page.getByRole('button', { name: 'Próximo slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 2);
  });

  test('swiping (scrolling the track) updates the current slide', async ({ page }) => {
    const track = page.getByTestId('carousel-track');
    await track.scrollIntoViewIfNeeded();
    // What a swipe does: the browser scrolls the snap container. The dots must follow.
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2, behavior: 'instant' }));
    await expectShowing(page, 2);
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 3, behavior: 'instant' }));
    await expectShowing(page, 3);
  });

  test('images are ours, WebP, sized, described and lazy past the first', async ({ page, request }) => {
    const images = page.getByTestId('carousel-track').locator('img');
    await expect(images).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      const img = images.nth(i);
      await expect(img).toHaveAttribute('width', '1280');
      await expect(img).toHaveAttribute('height', '800');
      await expect(img).toHaveAttribute('alt', /.{20,}/);
      await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
      const src = (await img.getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/images\/landing\/.+\.webp$/);
      const file = await request.get(src);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('image/webp');
      expect((await file.body()).length).toBeLessThan(80 * 1024);
    }
    // The first one actually decodes.
    await expect
      .poll(() => images.first().evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('audience: the six segments', async ({ page }) => {
  const section = page.locator('section[aria-labelledby="audience-title"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(audience.title);
  const items = section.getByTestId('audience-list').getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText([
    'Iniciantes',
    'Traders profissionais',
    'Focados em estatística',
    'Quem busca controle total',
    'Traders disciplinados',
    'Com metas profissionais',
  ]);
});

test('reality: about 90% of traders lose money', async ({ page }) => {
  const section = page.locator('section[aria-labelledby="reality-title"]');
  await expect(section.getByTestId('reality-stat')).toHaveText('90%');
  await expect(section).toContainText('Cerca de 90% dos traders perdem dinheiro');
});

test('quote: short, attributed, five stars', async ({ page }) => {
  const section = page.locator('section[aria-labelledby="quote-title"]');
  await expect(section.locator('blockquote')).toHaveText(`“${quote.text}”`);
  await expect(section.locator('cite')).toHaveText('Mark Douglas');
  await expect(section.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
  await expect(section.getByRole('img', { name: '5 de 5 estrelas' }).locator('svg')).toHaveCount(5);
});

test('feature checklist: exactly twelve items', async ({ page }) => {
  const items = page.getByTestId('feature-list').getByRole('listitem');
  await expect(items).toHaveCount(12);
  await expect(items).toHaveText([...features.items]);
  for (const needle of [
    '21 dias',
    'Ranking',
    'Curva de capital',
    'níveis, XP, conquistas e metas',
    'Suporte',
  ]) {
    await expect(items.filter({ hasText: needle })).toHaveCount(1);
  }
});

test.describe('FAQ', () => {
  function questions(page: Page) {
    return page.locator('section[aria-labelledby="faq-title"]').getByRole('button');
  }

  async function openStates(page: Page): Promise<boolean[]> {
    return questions(page).evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-expanded') === 'true'),
    );
  }

  test('six questions, one open at a time, the open one collapses on a second click', async ({ page }) => {
    const q = questions(page);
    await expect(q).toHaveCount(6);
    await expect(q).toHaveText(faq.items.map((item) => item.q));
    expect(await openStates(page)).toEqual([false, false, false, false, false, false]);

    await q.nth(0).click();
    expect(await openStates(page)).toEqual([true, false, false, false, false, false]);
    const panel0 = page.locator(`#${await q.nth(0).getAttribute('aria-controls')}`);
    await expect(panel0).toBeVisible();
    await expect(panel0).toHaveText(faq.items[0]?.a ?? '-');

    await q.nth(2).click();
    expect(await openStates(page)).toEqual([false, false, true, false, false, false]);
    await expect(panel0).toBeHidden();
    await expect(page.getByRole('region', { name: faq.items[2]?.q })).toBeVisible();

    await q.nth(2).click();
    expect(await openStates(page)).toEqual([false, false, false, false, false, false]);
    await expect(page.getByRole('region', { name: faq.items[2]?.q })).toBeHidden();
  });

  test('keyboard: arrows move between questions, Enter and Space toggle', async ({ page }) => {
    const q = questions(page);
    await q.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(q.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await openStates(page)).toEqual([false, true, false, false, false, false]);
    await page.keyboard.press('End');
    await expect(q.nth(5)).toBeFocused();
    await page.keyboard.press('Space');
    expect(await openStates(page)).toEqual([false, false, false, false, false, true]);
    await page.keyboard.press('Space');
    expect(await openStates(page)).toEqual([false, false, false, false, false, false]);
    await page.keyboard.press('ArrowDown');
    await expect(q.nth(0)).toBeFocused();
  });
});

test('call to action: both buttons go to /auth', async ({ page }) => {
  const section = page.locator('section[aria-labelledby="cta-title"]');
  const start = section.getByRole('link', { name: 'Comece Agora - 7 dias Grátis' });
  await expect(start).toHaveAttribute('href', '/auth');
  await expect(section.getByRole('link', { name: 'Já tenho conta - Entrar' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await start.click();
  await expect(page).toHaveURL('/auth');
});

test('Ainda tem dúvidas? with the chat button, and every chat link is the same', async ({ page }) => {
  const expected = await expectedChatUrl(page);
  const section = page.locator('section[aria-labelledby="support-title"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Ainda tem dúvidas?');
  await expectChatLink(section.getByRole('link', { name: new RegExp(`^${support.button}`) }), expected);

  const chatLinks = page.locator('a[href^="https://wa.me/"]');
  await expect(chatLinks).toHaveCount(3); // hero, this section, footer
  for (let i = 0; i < 3; i++) await expectChatLink(chatLinks.nth(i), expected);
});

test('footer: product name, links, disclaimer and rights', async ({ page }) => {
  const foot = page.getByRole('contentinfo');
  await expect(foot).toContainText(landing.productName);
  await expect(foot.getByRole('link', { name: footer.login })).toHaveAttribute('href', '/auth');
  await expect(foot).toContainText(footer.disclaimer);
  await expect(foot).toContainText(footer.rights(new Date().getFullYear()));
});

test('no horizontal scrolling', async ({ page }) => {
  // Walk the page so lazy content is in place, then measure.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.locator('section[aria-labelledby="faq-title"]').getByRole('button').first().click();
  await expectNoSidewaysScroll(page);
  // And nothing sticks out past the right edge of the viewport (overflow-x: clip would hide it from scrollWidth).
  const overflowing = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('body *')]
        .filter((el) => !el.closest('[data-testid="carousel-track"]') && !el.closest('.sr-only'))
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
    viewportWidth(page),
  );
  expect(overflowing).toEqual([]);
  // No label spills out of its own button or link either.
  const spilling = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => !el.classList.contains('sr-only') && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim()),
  );
  expect(spilling).toEqual([]);
});

test('every image has explicit width, height and alt', async ({ page }) => {
  const images = page.locator('img');
  expect(await images.count()).toBeGreaterThanOrEqual(4);
  const bad = await images.evaluateAll((imgs) =>
    imgs
      .filter(
        (img) =>
          !(Number(img.getAttribute('width')) > 0) ||
          !(Number(img.getAttribute('height')) > 0) ||
          img.getAttribute('alt') === null,
      )
      .map((img) => img.getAttribute('src')),
  );
  expect(bad).toEqual([]);
});
