import { breakpoints } from '@/design/tokens.ts';
import { tokensCssFor, typeRule, vars } from '@/design/tokensCss.ts';
import { eventsCss } from '@/features/events/eventsCss.ts';
import { timetableCss } from '@/features/timetable/timetableCss.ts';
import { trialCss } from '@/features/trial/trialCss.ts';
import { timetableDaysCss } from '@/components/timetable/timetableDaysCss.ts';
import { ALL_SECTIONS_RENDERED } from '@/hydration/sectionsRendered.ts';
import { ease, up } from './css.ts';

const c = vars.color;

/**
 * The styles of everything a page shows before MUI loads: the base styles of the document, the site header and
 * its phone menu, the footer, the home page's hero, the loading and error screens, and the events pages' plain parts (an
 * event's page whole, the events list's cards; features/events/eventsCss.ts). The prerender puts them in `<head>` of every
 * page (entry.server.tsx), so the client bundle carries none of it and these components hydrate without MUI or
 * Emotion (see docs/decisions/005-plain-first-screen.md). The classes mirror what MUI drew for the same parts.
 *
 * Imported at build time only: a client module that imported this would ship it twice.
 */

/** MUI's CssBaseline for the theme, and the document-wide rules the theme added to it. */
const base = `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:700}
body{margin:0;color:${c.textPrimary};font-family:${vars.font.body};font-weight:400;font-size:1rem;line-height:1.5;background-color:${c.ink}}
@media print{body{background-color:${c.white}}}
body::backdrop{background-color:${c.ink}}
@media (prefers-reduced-motion: no-preference){html[${ALL_SECTIONS_RENDERED}]{scroll-behavior:smooth}}
@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important}}
:focus-visible{outline:3px solid ${c.gold};outline-offset:2px}
section[id]{scroll-margin-top:${vars.headerHeight}}
`;

const utilities = `
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:fixed;top:8px;left:8px;z-index:1500;padding:10px ${vars.space[2]};border-radius:${vars.radius.base};background-color:${c.gold};color:${c.ink};font-weight:800;text-decoration:none;transform:translateY(-200%)}
.skip-link:focus{transform:none}
.container{width:100%;margin-inline:auto;padding-inline:${vars.space[2]}}
${up('sm')}{.container{padding-inline:${vars.space[3]}}}
${up('sm')}{.container--sm{max-width:${breakpoints.sm}px}}
${up('lg')}{.container--lg{max-width:${breakpoints.lg}px}}
${up('xl')}{.container--xl{max-width:${breakpoints.xl}px}}
.icon{width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:1.5rem;user-select:none}
.site-layout{min-height:100vh;display:flex;flex-direction:column}
.site-layout__page{flex:1}
.notice-banner{background-color:${c.gold};color:${c.ink};font-size:0.95rem;line-height:1.4}
.notice-banner--spacer{visibility:hidden}
.site-header[data-menu-open] .notice-banner{display:none}
.notice-banner__body{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:center;column-gap:${vars.space[2]};row-gap:2px;padding-block:${vars.space[1]};text-align:center}
.notice-banner__message{margin:0;font-weight:700}
.notice-banner__link{color:${c.ink};font-weight:800;text-decoration:underline;text-underline-offset:3px}
.notice-banner__link:focus-visible{outline-color:${c.ink}}
`;

/** MUI's Button (contained primary, outlined inherit) and IconButton, as the theme styles them. */
const buttons = `
.button{display:inline-flex;align-items:center;justify-content:center;position:relative;margin:0;cursor:pointer;user-select:none;vertical-align:middle;text-decoration:none;${typeRule('button', 'body')};text-transform:uppercase;min-width:64px;min-height:${vars.button.minHeight};padding:5px ${vars.button.paddingInline};border:1px solid transparent;border-radius:${vars.button.radius};color:inherit;background-color:transparent;transition:background-color 250ms ${ease},border-color 250ms ${ease},color 250ms ${ease}}
.button--large{font-size:0.9375rem;padding-block:7px}
.button--contained{color:${c.white};background-color:${c.brandRed}}
.button--outlined{border-color:${c.white50}}
.button--full-width{width:100%}
@media (hover: hover){.button--contained:hover{background-color:${c.brandRedDark}}.button--outlined:hover{background-color:${c.text8}}}
.button__end-icon{display:inherit;margin-right:-4px;margin-left:${vars.space[1]}}
.button__start-icon{display:inherit;margin-right:${vars.space[1]};margin-left:-4px}
.button__start-icon>.icon,.button__end-icon>.icon{font-size:20px}
.button--large .button__end-icon>.icon{font-size:22px}
.icon-button{display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;width:48px;height:48px;padding:${vars.space[1]};margin:0;border:0;border-radius:50%;cursor:pointer;color:inherit;background-color:transparent;font-size:1.5rem;transition:background-color 150ms ${ease}}
@media (hover: hover){.icon-button:hover{background-color:${c.white8}}}
`;

const brandMark = `
.brand-mark{display:inline-flex;align-items:center;gap:10px;color:${c.white}}
.brand-mark__badge{width:40px;height:40px;flex-shrink:0}
.brand-mark--compact .brand-mark__badge{width:34px;height:34px}
.brand-mark__ground{fill:${c.brandRed}}
.brand-mark__kick{fill:${c.white}}
.brand-mark__name{text-align:left;font-family:${vars.font.brandMark};font-weight:900;text-transform:uppercase;line-height:1;letter-spacing:0.02em;font-size:0.9rem}
.brand-mark--compact .brand-mark__name{font-size:0.8rem}
.brand-mark__the{display:block;font-size:0.75em;color:${c.mist};letter-spacing:0.2em}
`;

const header = `
.site-header{position:fixed;top:0;right:0;width:100%;z-index:1101;display:flex;flex-direction:column;color:${c.textPrimary};background-color:transparent;border-bottom:1px solid transparent;transition:background-color 300ms ease,box-shadow 300ms ease,border-color 300ms ease}
@media print{.site-header{position:absolute}}
.site-header[data-header-state="solid"]{background-color:${c.ink96};box-shadow:${vars.shadow.header};border-color:${c.white12};backdrop-filter:blur(10px)}
.site-header__bar{position:relative;display:flex;align-items:center;min-height:${vars.headerHeight};gap:${vars.space[2]}}
.site-header__home{display:inline-flex;margin-right:auto;padding-block:${vars.space[1]};color:inherit;text-decoration:none}
.site-header__nav{display:none;align-items:center;gap:4px}
.site-header__link{padding:${vars.space[1]} 12px;font-weight:700;font-size:0.95rem;color:${c.white};text-decoration:none;border-radius:${vars.radius.base}}
.site-header__link:hover{color:${c.brandRedLight}}
.site-header__portal{margin-left:12px}
${up('lg')}{.site-header__nav{display:flex}.site-header__toggle{display:none}}
.mobile-menu{position:fixed;inset:0;z-index:1100;padding:${vars.space[12]} ${vars.space[3]} ${vars.space[4]};overflow-y:auto;background-color:${c.ink};background-image:radial-gradient(circle at 100% 0%, ${c.redDark33} 0%, transparent 55%);transform:translateX(100%);visibility:hidden;transition:transform 280ms ease-in,visibility 0s 280ms}
.mobile-menu[data-open="true"]{transform:translateX(0);visibility:visible;transition:transform 320ms cubic-bezier(0.2, 0.8, 0.2, 1),visibility 0s}
${up('lg')}{.mobile-menu{display:none}}
.mobile-menu__list{list-style:none;margin:0;padding:0}
.mobile-menu__item{border-bottom:1px solid ${c.white12}}
.mobile-menu__link{display:block;padding-block:${vars.space[2]};font-family:${vars.font.heading};font-weight:900;font-size:1.6rem;text-transform:uppercase;color:inherit;text-decoration:none}
.mobile-menu__link:hover,.mobile-menu__link:focus-visible{color:${c.brandRedLight}}
.mobile-menu__portal{margin-top:${vars.space[4]}}
.mobile-menu__call{margin:${vars.space[3]} 0 0;color:${c.mist};text-align:center}
.mobile-menu__call a{color:${c.white};font-weight:700}
`;

const hero = `
.home{outline:none}
.hero{position:relative;min-height:100svh;display:flex;align-items:center;overflow:hidden;isolation:isolate;background:radial-gradient(ellipse at 70% 20%, ${c.brandRedDark} 0%, transparent 55%),linear-gradient(160deg, ${c.steel} 0%, ${c.ink} 70%)}
${up('md')}{.hero{min-height:100vh}}
.hero__art{position:absolute;inset:0;z-index:-1}
.hero__image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.hero__image--builtin{opacity:0.55}
.hero__shade{position:absolute;inset:0;background:linear-gradient(90deg, ${c.ink92} 0%, ${c.ink70} 45%, ${c.ink35} 100%),linear-gradient(0deg, ${c.ink} 0%, transparent 30%)}
.hero__content{padding-block:112px ${vars.space[10]}}
${up('md')}{.hero__content{padding-block:128px ${vars.space[12]}}}
.hero__text{max-width:760px}
.hero__eyebrow{display:inline-block;margin:0 0 ${vars.space[3]};padding-left:12px;border-left:3px solid ${c.brandRed};color:${c.gold};${typeRule('overline', 'body')};text-transform:uppercase}
.hero__title{margin:0;${typeRule('display')};text-transform:uppercase;text-shadow:${vars.shadow.headline}}
.hero__tagline{margin:${vars.space[3]} 0 0;max-width:620px;font-size:1.1rem;line-height:1.6;color:${c.textSoft}}
${up('md')}{.hero__tagline{font-size:1.3rem}}
.hero__actions{display:flex;flex-direction:column;gap:${vars.space[2]};margin-top:${vars.space[5]}}
${up('sm')}{.hero__actions{flex-direction:row}}
.hero__explore{border-color:${c.white60};backdrop-filter:blur(4px)}
.hero__stats{display:grid;grid-template-columns:repeat(2, 1fr);justify-content:start;column-gap:${vars.space[3]};row-gap:${vars.space[3]};margin:${vars.space[6]} 0 0}
${up('sm')}{.hero__stats{grid-template-columns:repeat(4, auto);column-gap:${vars.space[6]}}}
${up('md')}{.hero__stats{margin-top:${vars.space[8]}}}
.hero__stat{display:flex;flex-direction:column-reverse}
.hero__stat dt{color:${c.textMuted};font-size:0.85rem;font-weight:700;text-transform:uppercase;letter-spacing:0.1em}
.hero__stat dd{margin:0;font-family:${vars.font.heading};font-weight:900;font-size:1.8rem}
${up('md')}{.hero__stat dd{font-size:2.2rem}}
.hero__next{position:absolute;bottom:20px;left:50%;transform:translateX(-50%);display:none;place-items:center;width:44px;height:44px;border-radius:50%;border:1px solid ${c.white40};color:${c.white}}
${up('md')}{.hero__next{display:grid}}
@media (prefers-reduced-motion: no-preference){.hero__next{animation:hero-bob 2.4s ease-in-out infinite}}
@keyframes hero-bob{0%,100%{transform:translate(-50%, 0)}50%{transform:translate(-50%, 6px)}}
`;

/** The site footer: three columns from the md breakpoint (the brand over two below it from sm), then the copyright. */
const footer = `
.site-footer{padding-block:${vars.space[8]} ${vars.space[4]};background-color:${c.coal};border-top:4px solid ${c.brandRed}}
${up('md')}{.site-footer{padding-top:${vars.space[10]}}}
.site-footer__columns{display:grid;gap:${vars.space[6]}}
${up('sm')}{.site-footer__columns{grid-template-columns:5fr 7fr}.site-footer__brand{grid-column:1 / -1}}
${up('md')}{.site-footer__columns{gap:${vars.space[8]};grid-template-columns:5fr 3fr 4fr}.site-footer__brand{grid-column:auto}}
.site-footer__tagline{margin:20px 0 0;max-width:380px;color:${c.mist}}
.site-footer__social{display:flex;gap:${vars.space[1]};margin-top:${vars.space[3]}}
.site-footer__social-link{color:${c.white};background-color:${c.white8}}
@media (hover: hover){.site-footer__social-link:hover{background-color:${c.brandRed}}}
.site-footer__small{margin:0;color:${c.mist};font-size:0.875rem;line-height:1.43}
.site-footer__partners-intro{margin:${vars.space[4]} 0 ${vars.space[1]}}
.site-footer__list{list-style:none;margin:0;padding:0;display:grid}
.site-footer__partners{gap:6px}
.site-footer__partner{color:inherit;text-decoration:underline;text-decoration-color:${c.text40}}
.site-footer__partner:hover{text-decoration-color:inherit}
.site-footer__heading{display:block;margin:0 0 ${vars.space[2]};color:${c.white};${typeRule('overline', 'body')};text-transform:uppercase}
.site-footer__links{gap:10px}
.site-footer__link{color:${c.mist};text-decoration:none}
.site-footer__link:hover{color:${c.white};text-decoration:underline}
.site-footer__contact{display:grid;gap:${vars.space[2]};font-style:normal;color:${c.mist}}
.site-footer__contact-line{display:flex;align-items:flex-start;gap:12px}
.site-footer__contact-icon{margin-top:2px;font-size:1.25rem;color:${c.brandRedLight}}
.site-footer__contact-link{color:${c.white};text-decoration:none;word-break:break-word}
.site-footer__contact-link:hover{text-decoration:underline}
.site-footer__site{display:block;color:${c.white}}
.site-footer__bottom{display:flex;flex-wrap:wrap;gap:${vars.space[2]};justify-content:space-between;margin-top:${vars.space[6]};padding-top:${vars.space[3]};border-top:1px solid ${c.white12}}
${up('md')}{.site-footer__bottom{margin-top:${vars.space[8]}}}
.site-footer__legal{display:flex;flex-wrap:wrap;gap:${vars.space[1]} ${vars.space[3]};list-style:none;margin:0;padding:0}
.site-footer__legal .site-footer__link{text-decoration:underline;text-decoration-color:${c.mist50}}
`;

/** The loading screen of a page whose data loads in the browser, and the router's error page. */
const screens = `
.screen{min-height:100vh;display:grid;place-items:center;align-content:center;gap:${vars.space[3]};padding:${vars.space[3]};text-align:center}
.screen--error{background:radial-gradient(ellipse at 50% 0%, ${c.redDark33} 0%, transparent 60%)}
.screen__status{margin:0;color:${c.mist}}
.screen__body{max-width:640px}
.screen__home{display:inline-flex;margin-bottom:${vars.space[5]};color:inherit;text-decoration:none}
.screen__title{margin:0 0 ${vars.space[2]};${typeRule('screen')};text-transform:uppercase}
.screen__text{margin:0 0 ${vars.space[4]};color:${c.mist}}
.screen__actions{display:flex;flex-direction:column;gap:${vars.space[2]};justify-content:center}
${up('sm')}{.screen__actions{flex-direction:row}}
`;

/**
 * The facade that stands in for third-party content until the visitor chooses it (components/embeds): plain,
 * because the event pages' maps use it and draw without MUI.
 */
const embedConsent = `
.embed-consent{display:grid;justify-items:center;align-content:center;gap:${vars.space[2]};height:100%;padding:${vars.space[3]} ${vars.space[2]};text-align:center;background-color:${c.coal};border:1px dashed ${c.white30};border-radius:${vars.radius.base}}
.embed-consent__note{margin:0;max-width:520px;color:${c.mist}}
.embed-consent__alternative{display:inline-flex;align-items:center;gap:6px;color:inherit;font-weight:700;text-decoration:underline;text-decoration-color:${c.text40}}
.embed-consent__alternative:hover{text-decoration-color:inherit}
.embed-consent__alternative-icon{font-size:1.1rem}
.map-embed .embed-consent{border:0;border-radius:0}
`;

/** The privacy notice and the accessibility statement (features/legal): a readable column under the page banner. */
const legal = `
.legal{outline:none}
.legal__body{padding-block:${vars.space[5]} 72px;max-width:880px}
.legal__updated{margin:0 0 ${vars.space[1]};color:${c.mist};font-size:0.875rem}
.legal__section{margin-top:${vars.space[5]}}
.legal__heading{margin:0 0 ${vars.space[2]};font-weight:800;font-size:1.5rem;line-height:1.25}
.legal__text{margin:0 0 ${vars.space[2]};max-width:72ch;line-height:1.65}
.legal__list{margin:0 0 ${vars.space[2]};padding-left:1.25em;max-width:72ch;line-height:1.65}
.legal__list>li+li{margin-top:6px}
.legal__link{color:${c.gold};font-weight:700;text-decoration:underline}
.legal__link:hover{color:${c.white}}
.embed-choices{list-style:none;margin:${vars.space[3]} 0;padding:0;display:grid;gap:${vars.space[2]}}
.embed-choice{display:grid;gap:${vars.space[2]};padding:20px;background-color:${c.coal};border:1px solid ${c.white12};border-radius:${vars.radius.base}}
${up('md')}{.embed-choice{grid-template-columns:1fr auto;align-items:center;gap:${vars.space[4]}}}
.embed-choice__about{min-width:0}
.embed-choice__name{margin:0 0 6px;font-size:1.15rem;font-weight:800}
.embed-choice__text{margin:0;color:${c.mist}}
.embed-choice__control{display:flex;flex-wrap:wrap;align-items:center;gap:12px ${vars.space[2]}}
.embed-choice__state{margin:0;min-width:96px;font-weight:800}
.embed-choice__state[data-allowed="true"]{color:${c.successText}}
`;

/**
 * The page frame: the banner with the title of the plain pages (components/layout/PageHero.tsx), and the one
 * section frame of every public page (components/layout/Section.tsx), drawn as MUI drew it on the home page.
 */
const pageFrame = `
.page-hero{padding-block:112px ${vars.space[6]};background:radial-gradient(ellipse at 15% 0%, ${c.red33} 0%, transparent 55%),radial-gradient(ellipse at 100% 100%, ${c.redDark20} 0%, transparent 50%),linear-gradient(180deg, ${c.coal} 0%, ${c.ink} 100%);border-bottom:1px solid ${c.white12}}
${up('md')}{.page-hero{padding-block:128px ${vars.space[8]}}}
.page-hero__overline,.section__eyebrow{margin:0 0 12px;color:${c.brandRedLight};${typeRule('overline', 'body')};text-transform:uppercase}
.page-hero__title{margin:0;max-width:900px;${typeRule('h1')};text-transform:uppercase}
.page-hero__lead{margin:20px 0 0;max-width:640px;color:${c.mist};font-size:1.05rem}
${up('md')}{.page-hero__lead{font-size:1.2rem}}
.section{position:relative;overflow:hidden;padding-block:72px;background-color:${c.ink};content-visibility:auto;contain-intrinsic-block-size:auto 1000px}
${up('md')}{.section{padding-block:104px}}
.section--raised{background-color:${c.coal}}
html[${ALL_SECTIONS_RENDERED}] .section{content-visibility:visible}
.section__head{max-width:760px;margin:0 auto ${vars.space[5]};text-align:center}
${up('md')}{.section__head{margin-bottom:56px}}
.section__eyebrow{margin-bottom:${vars.space[1]}}
.section__title{margin:0;${typeRule('h2')};text-transform:uppercase}
.section__rule{width:64px;height:4px;margin:20px auto 0;border-radius:${vars.radius.pill};background-color:${c.brandRed}}
.section__intro{margin:${vars.space[3]} 0 0;color:${c.mist};${typeRule('body', 'body')};font-size:1.05rem}
${up('md')}{.section__intro{font-size:1.15rem}}
`;

/** Strips the indentation and line breaks the source keeps for reading. */
const minify = (css: string) =>
  css
    .split('\n')
    .map((line) => line.trim())
    .join('');

const rules = minify(
  base +
    utilities +
    buttons +
    brandMark +
    header +
    footer +
    hero +
    screens +
    embedConsent +
    legal +
    pageFrame +
    eventsCss +
    timetableDaysCss +
    timetableCss +
    trialCss,
);

/** The tokens' custom properties the rules use, then the rules. */
export const staticCss = tokensCssFor(rules) + rules;
