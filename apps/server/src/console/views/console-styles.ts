/**
 * The review console's colours: every pair of text and background the stylesheet uses reads at 4.5:1 or more (WCAG 2
 * AA; the views' tests measure each pair).
 */
export const CONSOLE_PALETTE = {
  ink: "#1b1b1b",
  paper: "#ffffff",
  muted: "#4a4a4a",
  /** The header, links, the current tab. */
  brand: "#0b3d91",
  /** The panels: table heads, notices, the flash messages. */
  surface: "#f3f2f1",
  /** The main buttons, a check passed, a document accepted. */
  good: "#00703c",
  /** Reject, Mark as failed, overdue, a check failed. */
  danger: "#b3261e",
  /** What needs a person: a check that needs review, a document pending review; the focus outline. */
  attention: "#ffdd00",
  /** The secondary buttons, a neutral tag. */
  quiet: "#e8e8e8",
  /** Lines between rows (decoration, not text). */
  line: "#b1b4b6",
} as const;

const c = CONSOLE_PALETTE;

/**
 * The console's one stylesheet, served from its own host as /console/assets/console.css (the Content-Security-Policy
 * allows no inline style and no other host). For a laptop first (1280 × 800): wide tables, the case's facts in
 * columns; one column below 40 rem. System fonts, focus always visible.
 */
export const CONSOLE_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${c.ink};background:${c.paper}}
.skip-link{position:absolute;left:-9999px;top:0;padding:.5rem 1rem;background:${c.attention};color:${c.ink}}
.skip-link:focus{left:0;z-index:1}
.header{background:${c.brand};color:${c.paper}}
.header a{color:${c.paper}}
.header__bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;max-width:90rem;margin:0 auto;padding:.75rem 2rem}
.header p{margin:0}
.header__title{font-weight:700;font-size:1.15rem}
.header__title a{text-decoration:none}
.header__title a:hover{text-decoration:underline}
.header__operator{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.operator{display:flex;flex-wrap:wrap;gap:0 .75rem}
.operator__name{font-weight:700}
.operator__email,.operator__roles{overflow-wrap:anywhere}
.sign-out{margin:0}
.nav{max-width:90rem;margin:0 auto;padding:0 2rem}
.nav ul{display:flex;gap:1.5rem;margin:0;padding:0;list-style:none}
.nav a{display:inline-block;padding:.4rem 0 .5rem;font-weight:700;text-decoration:none;border-bottom:4px solid transparent}
.nav a:hover,.nav a[aria-current="page"]{border-bottom-color:${c.paper}}
main{display:block;max-width:90rem;margin:0 auto;padding:1rem 2rem 3rem}
main:focus{outline:none}
h1{font-size:1.75rem;line-height:1.2;margin:.75rem 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.35rem;margin:2rem 0 .75rem;padding-top:.75rem;border-top:2px solid ${c.ink}}
h3{font-size:1.1rem;margin:1.25rem 0 .5rem;overflow-wrap:anywhere}
p{margin:0 0 .75rem}
a{color:${c.brand}}
a:hover{text-decoration-thickness:3px}
a:focus,button:focus,input:focus,select:focus,textarea:focus,summary:focus,iframe:focus,.table-wrap:focus-visible,[tabindex="-1"]:focus-visible{outline:3px solid ${c.attention};outline-offset:0;box-shadow:0 0 0 5px ${c.ink}}
.header a:focus,.header button:focus{color:${c.ink};background:${c.attention};text-decoration:none}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}
.muted{color:${c.muted}}
.hint{color:${c.muted};margin:0 0 .25rem}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
.flash{margin:0 0 1rem;padding:.75rem 1rem;background:${c.surface};color:${c.ink};border-left:6px solid ${c.good}}
.flash p{margin:0;font-weight:700}
.flash--error{border:4px solid ${c.danger};border-left-width:6px}
.notice{border-left:6px solid ${c.brand};padding:.5rem 1rem;margin:0 0 1rem;background:${c.surface};color:${c.ink}}
.notice p{margin:0}
.button{display:inline-block;min-height:2.5rem;padding:.5rem 1.1rem;font:inherit;font-weight:700;line-height:1.4;color:${c.paper};background:${c.good};border:0;border-bottom:3px solid #002d18;border-radius:0;cursor:pointer;text-decoration:none}
.button:hover{filter:brightness(.9)}
.button--secondary{color:${c.ink};background:${c.quiet};border-bottom-color:#929191}
.button--danger{color:${c.paper};background:${c.danger};border-bottom-color:#55130e}
.button--header{color:${c.brand};background:${c.paper};border-bottom-color:${c.line};min-height:2.25rem;padding:.3rem .9rem}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
fieldset{margin:0;padding:0;border:0;min-width:0}
legend{font-weight:700;padding:0;margin-bottom:.5rem}
.field{margin:0 0 .75rem}
label{display:block;font-weight:700;margin-bottom:.25rem}
textarea,select,input[type=text]{display:block;width:100%;max-width:40rem;min-height:2.5rem;padding:.4rem .5rem;font:inherit;color:${c.ink};background:${c.paper};border:2px solid ${c.ink};border-radius:0}
textarea{min-height:4.5rem;resize:vertical}
.tabs ul{display:flex;flex-wrap:wrap;gap:.25rem;margin:0 0 1rem;padding:0;list-style:none;border-bottom:2px solid ${c.brand}}
.tabs a{display:inline-block;padding:.5rem 1rem;color:${c.brand};background:${c.surface};font-weight:700;text-decoration:none;border:2px solid ${c.surface};border-bottom:0}
.tabs a:hover{text-decoration:underline}
.tabs a[aria-current="page"]{color:${c.paper};background:${c.brand};border-color:${c.brand}}
.tabs__count{display:inline-block;min-width:1.75rem;margin-left:.35rem;padding:0 .4rem;text-align:center;border-radius:1rem;color:${c.ink};background:${c.paper};font-weight:700}
.table-wrap{overflow-x:auto;margin:0 0 1rem}
.table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.table caption{text-align:left;font-weight:700;padding:0 0 .5rem}
.table th,.table td{padding:.55rem .75rem;text-align:left;vertical-align:top;border-bottom:1px solid ${c.line}}
.table th{background:${c.surface};color:${c.ink};border-bottom:2px solid ${c.ink};white-space:nowrap}
.table tbody tr:hover{background:#fafafa}
.table td:first-child a{font-weight:700}
.table textarea{min-width:14rem;min-height:3rem}
.time-left{font-weight:700}
.time-left--overdue{color:${c.danger}}
.pager{margin:1rem 0}
.empty{padding:1.5rem;background:${c.surface};color:${c.ink}}
.tag{display:inline-block;padding:0 .5rem;font-size:.9rem;font-weight:700;white-space:nowrap;color:${c.ink};background:${c.quiet}}
.tag--good{color:${c.paper};background:${c.good}}
.tag--bad{color:${c.paper};background:${c.danger}}
.tag--attention{color:${c.ink};background:${c.attention}}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.75rem 1.5rem;margin:0 0 1rem;padding:1rem;background:${c.surface};color:${c.ink}}
.facts dt{font-weight:700;color:${c.muted}}
.facts dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;align-items:flex-start;gap:1rem}
.action{margin:0}
.action--reason{flex:1 1 20rem;max-width:28rem;padding:1rem;border:2px solid ${c.line}}
.fields{margin:0 0 1rem}
.fields__row{display:grid;grid-template-columns:minmax(10rem,18rem) 1fr;gap:0 1.5rem;padding:.4rem 0;border-bottom:1px solid ${c.line}}
.fields dt{font-weight:700}
.fields dd{margin:0;overflow-wrap:anywhere}
.reveal{margin-top:.25rem}
.reveal summary{display:inline-block;color:${c.brand};text-decoration:underline;cursor:pointer}
.reveal form{margin-top:.5rem;padding:.75rem;border-left:4px solid ${c.brand};background:${c.surface}}
.person{margin-bottom:1.5rem}
.requirements,.factors{padding-left:1.25rem}
.factors{margin:0}
.requirements li,.factors li{margin-bottom:.35rem}
.check-form .field{margin-bottom:.5rem}
.screening{margin:0 0 1.5rem;padding:0 0 1rem;border-bottom:1px solid ${c.line}}
.screening__compare{display:grid;grid-template-columns:minmax(12rem,18rem) minmax(0,1fr);gap:1rem 2rem;align-items:start}
.screening__subject{padding:0 1rem;background:${c.surface};color:${c.ink}}
.screening__subject h4{margin:.75rem 0 .25rem;font-size:1rem}
.screening__subject .fields__row{grid-template-columns:minmax(6rem,9rem) 1fr;gap:0 1rem}
.screening__matches th,.screening__matches .tag--wrap{white-space:normal}
.screening__matches td{overflow-wrap:break-word}
.document{margin:0 0 1.5rem;padding:0 0 1rem;border-bottom:1px solid ${c.line}}
.document__view{margin:0 0 .5rem}
.document__image{display:block;max-width:100%;max-height:36rem;height:auto;border:1px solid ${c.line}}
.document__pdf{display:block;width:100%;max-width:60rem;height:36rem;border:1px solid ${c.line}}
.verdict{display:flex;flex-wrap:wrap;align-items:flex-start;gap:1rem;margin-top:.5rem;padding:1rem;border:2px solid ${c.line}}
.verdict legend{float:left;width:100%;margin-bottom:0}
.verdict__reject{flex:1 1 20rem;max-width:30rem}
.timeline{list-style:none;margin:0;padding:0 0 0 1rem;border-left:4px solid ${c.brand}}
.timeline li{margin:0 0 1rem}
.timeline p{margin:0}
.timeline__head{color:${c.muted}}
.timeline__actor{font-weight:700;color:${c.ink};overflow-wrap:anywhere}
.timeline__detail{margin-top:.25rem;padding:.25rem .75rem;background:${c.surface};white-space:pre-wrap;overflow-wrap:anywhere}
@media (max-width:60rem){.screening__compare{grid-template-columns:1fr}}
@media (max-width:40rem){.header__bar,.nav,main{padding-left:1rem;padding-right:1rem}.fields__row,.screening__subject .fields__row{grid-template-columns:1fr}}
`;

/** The console's icon: a clipboard with a tick, in the console's blue. */
export const CONSOLE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${c.brand}"/><rect x="8" y="6.5" width="16" height="20" rx="2" fill="none" stroke="#fff" stroke-width="2.2"/><rect x="12" y="4.5" width="8" height="4" rx="1.2" fill="#fff"/><path d="M11.5 17l3.2 3.2 6-6.4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
