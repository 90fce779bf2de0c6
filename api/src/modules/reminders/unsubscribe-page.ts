import { htmlLanguage } from '../../shared/i18n/languages';

/**
 * The unsubscribe link's pages, served without the web app (no sign-in, no script): Cairn's top
 * bar, a card in its main landmark and its footer, in the nature theme's colours, light or dark as the system prefers (AA contrast).
 */
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #f4f7f2; color: #17261b;
  font: 1rem/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.bar { background: #1d3a28; color: #f1f7ef; box-shadow: 0 4px 16px rgb(0 0 0 / 0.12); }
.bar__inner, .foot { max-width: 1120px; margin: 0 auto; padding: 0.75rem clamp(1rem, 0.5rem + 2.5vw, 2.5rem); }
.brand { color: #f1f7ef; font-size: 1.35rem; font-weight: 800; text-decoration: none; }
.brand:focus-visible { outline: 3px solid #ffd479; outline-offset: 2px; border-radius: 4px; }
main { flex: 1; width: 100%; max-width: 34rem; margin: 0 auto; padding: clamp(1.5rem, 1rem + 3vw, 3rem) 1rem; }
.card { padding: clamp(1.25rem, 1rem + 1vw, 2rem); border: 1px solid #d0dccc; border-left: 5px solid #2e6b3f; border-radius: 18px;
  background: #ffffff; box-shadow: 0 10px 30px rgb(23 38 27 / 0.08); }
h1 { margin: 0 0 0.75rem; font-size: clamp(1.35rem, 1.2rem + 0.6vw, 1.7rem); line-height: 1.25; }
p { margin: 0 0 1rem; color: #4a5b4e; }
form { margin: 0; }
.btn { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.6rem 1.25rem;
  border: 2px solid transparent; border-radius: 999px; background: #2e6b3f; color: #ffffff; font: inherit; font-weight: 650;
  text-decoration: none; cursor: pointer; box-shadow: 0 2px 8px rgb(0 0 0 / 0.12); }
.btn:hover { background: #22532f; }
.btn:focus-visible { outline: 3px solid #1f5a33; outline-offset: 2px; }
.foot { color: #4a5b4e; font-size: 0.9rem; }
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; }
  body { background: #101813; color: #e3ede5; }
  .bar { background: #0a120d; }
  .card { border-color: #34473a; border-left-color: #7cc490; background: #18241c; }
  p, .foot { color: #b6c6ba; }
  .btn { background: #7cc490; color: #0a120d; }
  .btn:hover { background: #9ad6aa; }
  .btn:focus-visible { outline-color: #ffd479; }
}
`;

/** A page of the unsubscribe link in `locale`'s language: `title` as its heading, `body` (trusted HTML) in its card. */
export function unsubscribePage(locale: string, title: string, body: string): string {
  return `<!doctype html><html ${htmlLanguage(locale)}><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<title>${title} · Cairn</title><style>${STYLE}</style></head><body>`
    + '<header class="bar"><div class="bar__inner"><a class="brand" href="/">Cairn</a></div></header>'
    + `<main><section class="card" aria-labelledby="title"><h1 id="title">${title}</h1>${body}</section></main>`
    + '<footer class="foot">Copyright 2024 Cairn</footer>'
    + '</body></html>';
}
