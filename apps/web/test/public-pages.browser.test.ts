/**
 * Browser test of the public pages (landing, about, contact, crisis resources, safety, legal) in headless
 * Chromium against the real stack (gateway + identity serving apps/web/dist): section anchors, the
 * mobile menu, the simulated contact form, crisis links, the language switch and an axe-core check
 * of every page. Build first (`npm run build`). Screenshots go to test-results/web/.
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { screenshots, seriousAxeViolations, setUpBrowserTests } from './support.js';

const PUBLIC_PAGES = ['/', '/about', '/contact-us', '/crisis-resources', '/safety', '/privacy-policy', '/terms-of-service', '/hipaa-compliance'];

const browserTests = setUpBrowserTests({ stack: { only: ['identity', 'gateway'], label: 'public' }, launchArgs: ['--headless=new'] });
const newPage = (width?: number, height?: number, locale = 'en-US') => browserTests.newPage(width, height, { locale });
const shot = screenshots();

/** True once the element's top edge is inside the viewport (below the sticky header is fine too). */
async function waitInViewport(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction(
    (el) => {
      const { top, bottom } = (el as Element).getBoundingClientRect();
      return top >= 0 && top < window.innerHeight && bottom > 0;
    },
    handle,
    { timeout: 5_000 },
  );
}

describe('the landing page', () => {
  it('shows the hero, the AI disclosure, eight features, three steps, both plans, three testimonials and the FAQ', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /Meet Vi/ }).waitFor();
      await page.getByText('You are talking to Vi, an AI assistant — not a person.').waitFor();
      await page.locator('#faq').waitFor();
      await expect(page.locator('.feature-card').count()).resolves.toBe(8);
      await expect(page.locator('.step').count()).resolves.toBe(3);
      await page.getByRole('heading', { name: 'Unlimited Access' }).waitFor();
      await page.getByText('$3.99', { exact: true }).waitFor();
      await page.getByText('10,000+').waitFor();
      await expect(page.locator('.testimonial').count()).resolves.toBe(3);
      await page
        .getByText(/not a replacement for professional care/)
        .first()
        .waitFor();
      await expect(page.title()).resolves.toMatch(/Vi/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);

      // The sign-up dialog: a real modal, named by its title and described by its subtitle; focus
      // starts on the first field and comes back to the opener on Escape or a backdrop click.
      const opener = page.getByRole('button', { name: 'Start Free Sessions' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Join Vi' });
      await dialog.waitFor();
      await expect(dialog.evaluate((el) => el.matches(':modal'))).resolves.toBe(true);
      await expect(dialog.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).resolves.toBeTruthy();
      await expect(dialog.getByLabel('Full Name', { exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      await opener.click();
      await dialog.waitFor();
      await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('scrolls to a section from the header, on a direct load of /#pricing and from another page', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/');
      await page.locator('#faq').waitFor();
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL('**/#pricing');
      await waitInViewport(page.locator('#pricing'));
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'How It Works' }).click();
      await waitInViewport(page.locator('#how-it-works'));

      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About Vi' }).waitFor();
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#faq');
      await waitInViewport(page.locator('#faq'));

      const direct = await context.newPage();
      await direct.goto('/#pricing');
      await waitInViewport(direct.locator('#pricing'));
      await expect(direct.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(300);
      await shot(direct, 'landing-pricing-anchor');
    } finally {
      await context.close();
    }
  });

  it('opens and closes the mobile menu at 360 px, by button and by Escape', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.getByRole('link', { name: 'Features' }).isVisible()).resolves.toBe(false);
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', { name: 'Features' }).waitFor({ state: 'visible' });
      await shot(page, 'landing-mobile-menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).resolves.toBe(true);

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Pricing' }).click();
      await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
      await waitInViewport(page.locator('#pricing'));
      // Nothing wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});

describe('the contact page', () => {
  it('validates the form, then simulates sending without any request and clears the form', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/contact-us');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.getByText('We reply within 24 hours.').waitFor();
      await page.getByText('Mon-Fri: 9-6 PST').waitFor();
      await expect(page.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).resolves.toBe('/#faq');
      await expect(page.getByLabel('Priority').inputValue()).resolves.toBe('normal');
      await expect(page.locator('select[name="priority"] option').allTextContents()).resolves.toEqual(['Low', 'Normal', 'High', 'Urgent']);
      await expect(page.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('rows')).resolves.toBe('6');

      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      for (const message of ['Please enter your name.', 'Please enter your email.', 'Please enter a subject.', 'Please enter a message.']) {
        await page.getByText(message).waitFor();
      }
      await expect(page.getByRole('textbox', { name: 'Name', exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');

      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Calma');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example');
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('A question about plans');
      await page.getByLabel('Priority').selectOption('high');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can I switch plans in the middle of a month?');
      await send.click();
      await page.getByText('Please enter a valid email address.').waitFor();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.com');
      await shot(page, 'contact-filled');

      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
      await send.click();
      await page.getByRole('button', { name: 'Sending Message...' }).waitFor();
      await page.getByRole('heading', { name: 'Message Sent!' }).waitFor({ timeout: 5_000 });
      await page.getByText('We will reply within 24 hours.').waitFor();
      expect(requests).toEqual([]);
      await shot(page, 'contact-sent');

      await page.getByRole('button', { name: 'Send another message' }).click();
      await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe('');
      await expect(page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Priority').inputValue()).resolves.toBe('normal');
    } finally {
      await context.close();
    }
  });
});

describe('the crisis resources page', () => {
  it('lists eight lines and four international entries with tel:/sms: links, and goes back to Vi', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await page.goto('/crisis-resources');
      await page.getByRole('heading', { level: 1, name: 'Crisis Resources' }).waitFor();
      const [us, international] = [
        page.locator('section[aria-labelledby="crisis-us"] .hotline-card'),
        page.locator('section[aria-labelledby="crisis-international"] .hotline-card'),
      ];
      await expect(us.count()).resolves.toBe(8);
      await expect(international.count()).resolves.toBe(4);
      for (const card of await us.all()) {
        for (const label of ['Phone', 'Hours', 'Languages', 'Type']) await card.getByText(label, { exact: true }).waitFor();
      }
      await expect(page.getByRole('link', { name: 'Call 988' }).first().getAttribute('href')).resolves.toBe('tel:988');
      await expect(page.getByRole('link', { name: 'Text 988' }).first().getAttribute('href')).resolves.toBe('sms:988');
      await expect(page.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');

      const actionHrefs = await page.locator('.hotline-actions a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const phoneLinks = actionHrefs.filter((href) => !href.startsWith('https://'));
      expect(phoneLinks.length).toBeGreaterThanOrEqual(12);
      for (const href of phoneLinks) expect(href).toMatch(/^(tel:\+?\d+|sms:\d+(\?&body=[A-Z]+)?)$/);

      const external = page.locator('a[target="_blank"]');
      expect(await external.count()).toBeGreaterThanOrEqual(6);
      for (const rel of await external.evaluateAll((links) => links.map((a) => a.getAttribute('rel')))) expect(rel).toContain('noopener');

      await page.getByRole('heading', { name: 'Warning signs to take seriously' }).waitFor();
      await page.getByRole('heading', { name: 'How to help someone' }).waitFor();
      await expect(page.getByRole('link', { name: 'Back to Vi' }).getAttribute('href')).resolves.toBe('/dashboard');
      await shot(page, 'crisis-resources-mobile');
    } finally {
      await context.close();
    }
  });
});

describe('the about and legal pages', () => {
  it('tell the founder story, and each legal page has its date, its facts and a way home', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/about');
      await page
        .getByText(/psychiatrist/)
        .first()
        .waitFor();

      const facts: Record<string, RegExp[]> = {
        '/privacy-policy': [
          /within 48 hours/,
          /within 30 days/,
          /kept for 30 days/,
          /argon2id/,
          /Stripe/,
          /Vapi/,
          /offline coach/,
          /httpOnly/,
          /Only the recognised text reaches Vi/,
        ],
        '/terms-of-service': [/30 days' notice/, /99\.9% uptime/, /\$3\.99 per month/],
        '/hipaa-compliance': [/not a healthcare provider/, /do not claim any HIPAA certification/, /argon2id/],
      };
      for (const [path, patterns] of Object.entries(facts)) {
        await page.goto(path);
        await page.getByText(/^Last updated: /).waitFor();
        for (const pattern of patterns) await page.locator('main').getByText(pattern).first().waitFor();
        await expect(page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).resolves.toBe('/');
      }
      await page.goto('/terms-of-service');
      await page.locator('main').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('interface languages', () => {
  it('switches English ↔ Spanish, remembers the choice and sets <html lang>', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Start Free Sessions' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

      await page.getByRole('banner').getByLabel('Language').selectOption('es');
      await page.getByRole('button', { name: 'Empieza gratis' }).waitFor();
      await page.getByRole('heading', { name: 'Preguntas frecuentes' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
      await expect(page.evaluate(() => localStorage.getItem('vi.language'))).resolves.toBe('es');

      // The sign-up dialog's text (the lazy `auth` namespace) follows the choice too.
      await page.getByRole('button', { name: 'Empieza gratis' }).click();
      const dialog = page.getByRole('dialog', { name: 'Únete a Vi' });
      await dialog.getByRole('button', { name: 'Crear cuenta' }).waitFor();
      await dialog.getByRole('button', { name: 'Mostrar contraseña', exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/contact-us');
      await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
      await page.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
      await shot(page, 'contact-es');

      await page.getByRole('contentinfo').getByLabel('Idioma').selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    } finally {
      await context.close();
    }
  });

  it("starts in the browser's language when nothing was chosen", async () => {
    const { context, page } = await newPage(360, 780, 'es-MX');
    try {
      await page.goto('/crisis-resources');
      await page.getByRole('heading', { level: 1, name: 'Recursos de crisis' }).waitFor();
      await page.getByRole('link', { name: 'Volver a Vi' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    } finally {
      await context.close();
    }
  });
});

describe('accessibility (axe-core)', () => {
  it.each(PUBLIC_PAGES)('finds no serious or critical violation on %s', async (path) => {
    for (const [width, locale] of [
      [1280, 'en-US'],
      [360, 'es-ES'],
    ] as const) {
      const { context, page } = await newPage(width, 800, locale);
      try {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        if (path === '/') await page.locator('#faq').waitFor();
        expect({ path, width, violations: await seriousAxeViolations(page) }).toEqual({ path, width, violations: [] });
      } finally {
        await context.close();
      }
    }
  });
});
