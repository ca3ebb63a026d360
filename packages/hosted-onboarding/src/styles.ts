import { createHash } from "node:crypto";

/**
 * The page's one stylesheet, served from the page's own host (the Content-Security-Policy allows no inline style and
 * no other host). Mobile first: one column from 320 px, system fonts, focus always visible, contrast above 4.5:1.
 */
export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
.skip-link{position:absolute;left:-9999px;top:0;padding:.5rem 1rem;background:#ffdd00;color:#1b1b1b}
.skip-link:focus{left:0;z-index:1}
.header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding:.75rem 1rem;background:#0b3d91;color:#fff}
.header p{margin:0}
.header__title{font-weight:700;display:flex;align-items:center;gap:.5rem;overflow-wrap:anywhere}
.header__logo{display:block;height:2.5rem;width:auto;max-width:10rem;object-fit:contain;background:#fff;padding:2px}
.back{max-width:40rem;margin:0 auto;padding:.75rem 1rem 0}
.back-link{display:inline-block;padding:.25rem 0 .25rem 1rem;position:relative}
.back-link::before{content:"";position:absolute;left:.1rem;top:50%;width:.45rem;height:.45rem;border:solid currentColor;border-width:0 0 2px 2px;transform:translateY(-50%) rotate(45deg)}
.footer{max-width:40rem;margin:2rem auto 0;padding:1rem;border-top:1px solid #b1b4b6}
.footer ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.confirm-link{margin:.25rem 0 0 2rem}
main{display:block;max-width:40rem;margin:0 auto;padding:1rem}
main:focus{outline:none}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.3rem;margin:1.5rem 0 .5rem}
h3{font-size:1.1rem;margin:1.25rem 0 .25rem}
a{color:#0b3d91}
a:focus,button:focus,input:focus,select:focus,summary:focus,[tabindex="-1"]:focus-visible{outline:3px solid #ffdd00;outline-offset:0;box-shadow:0 0 0 5px #1b1b1b}
.field{margin:0 0 1.5rem;border:0;padding:0;min-width:0}
label,legend{display:block;font-weight:700;margin-bottom:.25rem;padding:0}
.choice label{font-weight:400;display:inline;margin-left:.5rem}
.choice{display:flex;align-items:flex-start;margin:.5rem 0}
.choice input{width:1.5rem;height:1.5rem;flex:none;margin:0}
.optional{font-weight:400}
.hint{color:#4a4a4a;margin:0 0 .5rem}
input[type=text],input[type=email],input[type=tel],select{display:block;width:100%;max-width:100%;min-height:2.75rem;padding:.5rem;font:inherit;border:2px solid #1b1b1b;border-radius:0;background:#fff;color:inherit}
select[multiple]{min-height:9rem}
input[type=file]{display:block;width:100%;font:inherit;padding:.5rem 0}
.field--error{border-left:5px solid #b3261e;padding-left:.75rem}
.field--error input,.field--error select{border-color:#b3261e}
.error-message{color:#b3261e;font-weight:700;margin:0 0 .5rem}
.error-summary{border:5px solid #b3261e;padding:1rem;margin-bottom:1.5rem}
.error-summary h2{margin-top:0}
.error-summary a{color:#b3261e;font-weight:700}
.button{display:inline-block;min-height:2.75rem;padding:.6rem 1.25rem;font:inherit;font-weight:700;color:#fff;background:#00703c;border:0;border-bottom:3px solid #002d18;cursor:pointer;text-decoration:none}
.button--secondary{color:#1b1b1b;background:#e8e8e8;border-bottom-color:#929191}
.summary{margin:0 0 1rem}
.summary__row{display:flex;flex-wrap:wrap;gap:0 1rem;padding:.5rem 0;border-bottom:1px solid #b1b4b6}
.summary dt{font-weight:700;flex:1 1 12rem}
.summary dd{margin:0;flex:1 1 12rem;overflow-wrap:anywhere}
.summary dd.summary__change{flex:0 0 4.5rem;text-align:right}
.on-file{margin:0 0 1.5rem}
.on-file summary{cursor:pointer;color:#0b3d91;text-decoration:underline}
.notice{border-left:5px solid #0b3d91;padding:.5rem 1rem;margin:1rem 0;background:#f3f2f1}
.document{border-top:1px solid #b1b4b6;margin-top:1rem}
.uploaded{padding-left:1.25rem}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
`;

/** The stylesheet's file name: its content's hash, so it can be cached for good and a change is a new name. */
export const STYLESHEET_NAME = `onboard-${createHash("sha256").update(STYLESHEET).digest("hex").slice(0, 12)}.css`;

/** sRGB relative luminance of #rrggbb (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours #rrggbb (WCAG 2: 1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour on an accent: white or black, whichever contrasts more (at least 4.58:1 for any accent). */
export const textOn = (accent: string) => (contrast(accent, "#ffffff") >= contrast(accent, "#000000") ? "#ffffff" : "#000000");

/**
 * The stylesheet of an integrator's accent colour (#rrggbb, lower case): the header and the main buttons in it, their
 * text white or black, whichever reads better; links take it only where it reads on white (4.5:1), else they keep the
 * page's blue. A file of its own, from the page's host, as the Content-Security-Policy allows no inline style.
 */
export function accentStylesheet(accent: string): string {
  const text = textOn(accent);
  const links = contrast(accent, "#ffffff") >= 4.5 ? `main a:not(.button),.back-link,.footer a{color:${accent}}\n` : "";
  return `.header{background:${accent};color:${text}}
.button:not(.button--secondary){background:${accent};color:${text};border-bottom-color:${text === "#ffffff" ? "#000000" : "#4a4a4a"}}
${links}`;
}

/** The page's icon (the service's tick, as the documentation site's), served as /favicon.ico too. */
export const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#3451b2"/><path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The icon's file name: its content's hash, as the stylesheet's. */
export const ICON_NAME = `icon-${createHash("sha256").update(ICON).digest("hex").slice(0, 12)}.svg`;
