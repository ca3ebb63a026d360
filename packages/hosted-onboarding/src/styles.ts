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
.header__title{font-weight:700}
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
.on-file{margin:0 0 1.5rem}
.on-file summary{cursor:pointer;color:#0b3d91;text-decoration:underline}
.notice{border-left:5px solid #0b3d91;padding:.5rem 1rem;margin:1rem 0;background:#f3f2f1}
.document{border-top:1px solid #b1b4b6;margin-top:1rem}
.uploaded{padding-left:1.25rem}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
`;

/** The stylesheet's file name: its content's hash, so it can be cached for good and a change is a new name. */
export const STYLESHEET_NAME = `onboard-${createHash("sha256").update(STYLESHEET).digest("hex").slice(0, 12)}.css`;
