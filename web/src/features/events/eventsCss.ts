import { typeRule, vars } from '@/design/tokensCss.ts';
import { up } from '@/styles/css.ts';

const c = vars.color;

/**
 * The styles of the events pages' plain parts: an event's own page whole (it draws without MUI), the events list's
 * cards and their loading and empty states. Part of the static CSS (styles/staticCss.ts), after the page frame:
 * the banner they share with the legal pages (components/layout/PageHero.tsx) and the section frame every public
 * page uses (components/layout/Section.tsx).
 */
const headings = `
.event-hero__title{margin:0;max-width:900px;${typeRule('h1')};text-transform:uppercase}
.event-state__title{margin:0 0 ${vars.space[3]};${typeRule('h2')};text-transform:uppercase}
.event-page__heading,.no-events__title{margin:0 0 ${vars.space[2]};${typeRule('h4', 'body')}}
`;

const status = `
.loading-status{display:grid;place-items:center;gap:${vars.space[2]};padding-block:${vars.space[8]};text-align:center}
${up('md')}{.loading-status{padding-block:${vars.space[12]}}}
.loading-status__ring{width:48px;height:48px;border-radius:50%;border:4px solid ${c.white14};border-top-color:${c.brandRedLight};will-change:transform}
@media (prefers-reduced-motion: no-preference){.loading-status__ring{animation:loading-spin 0.9s linear infinite}}
@keyframes loading-spin{to{transform:rotate(360deg)}}
.loading-status__label{margin:0;color:${c.mist}}
.upcoming-loading{min-height:100vh}
.event-loading{min-height:100vh;padding-top:${vars.space[12]}}
${up('md')}{.event-loading{padding-top:128px}}
.no-events{padding:${vars.space[4]};text-align:center;background-color:${c.coal};border:1px dashed ${c.white12};border-radius:${vars.radius.card}}
${up('md')}{.no-events{padding:${vars.space[6]}}}
.no-events__icon{font-size:56px;color:${c.brandRedLight};margin-bottom:${vars.space[2]}}
.no-events__title{margin-bottom:12px}
.no-events__text{margin:0 auto;max-width:560px;color:${c.mist}}
.alert{display:flex;padding:6px ${vars.space[2]};border-radius:${vars.radius.base};background-color:${c.alertBackground};color:${c.alertText};font-size:0.875rem;line-height:1.43;text-align:left}
.alert__icon{margin:7px 12px 0 0;font-size:22px;opacity:0.9;color:${c.error}}
.alert__message{padding-block:${vars.space[1]};min-width:0;overflow:auto}
.event-state{min-height:70vh;padding-block:112px ${vars.space[8]}}
${up('md')}{.event-state{padding-block:144px ${vars.space[12]}}}
.event-state__body{text-align:center}
.event-state__icon{font-size:64px;color:${c.brandRedLight};margin-bottom:${vars.space[2]}}
.event-state__title{margin-bottom:${vars.space[2]}}
.event-state__text{margin:0 0 ${vars.space[4]};color:${c.mist};font-size:1.1rem}
.event-state__alert{margin-bottom:${vars.space[4]}}
.event-state__actions{display:flex;flex-direction:column;gap:${vars.space[2]};justify-content:center}
${up('sm')}{.event-state__actions{flex-direction:row}}
`;

const cards = `
.event-grid,.featured-events{list-style:none;margin:0;padding:0;display:grid;gap:${vars.space[3]}}
${up('md')}{.event-grid,.featured-events{gap:${vars.space[4]}}}
${up('sm')}{.event-grid{grid-template-columns:repeat(2, 1fr)}}
${up('md')}{.event-grid{grid-template-columns:repeat(3, 1fr)}}
.event-image{position:relative;overflow:hidden;background:radial-gradient(circle at 78% 18%, ${c.red40} 0%, transparent 55%),linear-gradient(135deg, ${c.brandRedDark} 0%, ${c.steel} 48%, ${c.ink} 100%)}
.event-image--rounded{border-radius:${vars.radius.image}}
.event-image__img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}
.event-image__placeholder{position:absolute;inset:0;display:grid;place-items:center;background-image:repeating-linear-gradient(135deg, ${c.white6} 0 1px, transparent 1px 14px)}
.event-image__glove{font-size:56px;color:${c.white85};filter:drop-shadow(${vars.shadow.icon})}
${up('md')}{.event-image__glove{font-size:72px}}
.date-badge{position:absolute;top:12px;left:12px;min-width:56px;padding:6px ${vars.space[1]};border-radius:${vars.radius.badge};text-align:center;background-color:${c.ink88};border:1px solid ${c.white14};backdrop-filter:blur(6px);line-height:1}
.date-badge__day{font-size:1.5rem;font-weight:900;color:${c.white}}
.date-badge__month{margin-top:4px;font-size:0.72rem;font-weight:800;letter-spacing:0.14em;text-transform:uppercase;color:${c.brandRedLight}}
.featured-badge{display:inline-flex;align-items:center;vertical-align:middle;height:24px;padding:0 ${vars.space[1]} 0 4px;gap:4px;border-radius:${vars.radius.chip};white-space:nowrap;font-family:${vars.font.body};font-size:0.8125rem;font-weight:800;background-color:${c.gold};color:${c.ink}}
.featured-badge__icon{font-size:18px}
.event-facts{list-style:none;margin:0;padding:0;display:grid;gap:10px;color:${c.mist};font-size:1rem}
.event-facts--dense{gap:6px;font-size:0.95rem}
.event-facts__fact{display:flex;align-items:flex-start;gap:10px}
.event-facts__icon{margin-top:1px;font-size:20px;color:${c.brandRedLight}}
.event-facts__text{min-width:0;overflow-wrap:anywhere}
.event-facts__price{color:${c.textPrimary};font-weight:700}
.event-card{position:relative;overflow:hidden;display:flex;flex-direction:column;height:100%;background-color:${c.coal};border:1px solid ${c.white12};border-radius:${vars.radius.card};transition:transform 200ms ease-out,border-color 200ms ease-out,box-shadow 200ms ease-out}
.event-card:hover,.event-card:focus-within{transform:translateY(-4px);border-color:${c.redLight55};box-shadow:${vars.shadow.raised}}
.event-card img{transition:transform 400ms ease-out}
.event-card:hover img{transform:scale(1.04)}
.event-card__body{display:flex;flex-direction:column;gap:${vars.space[2]};flex-grow:1;padding:20px}
${up('md')}{.event-card__body{padding:${vars.space[3]}}}
.event-card__title{margin:0;font-weight:700;font-size:1.25rem;line-height:1.25}
.event-card__link{color:${c.textPrimary};text-decoration:none}
.event-card__link::after{content:"";position:absolute;inset:0;z-index:1;border-radius:inherit}
.event-card__link:focus-visible{outline:none}
.event-card__link:focus-visible::after{outline:3px solid ${c.gold};outline-offset:2px}
.event-card__foot{margin-top:auto}
.event-card__cue{display:inline-flex;align-items:center;gap:6px;color:${c.brandRedLight};font-weight:800;font-size:0.9rem;letter-spacing:0.04em}
.event-card__cue-icon{font-size:18px}
.event-card--featured{display:grid;background:linear-gradient(120deg, ${c.coal} 0%, ${c.steel} 100%);border-color:${c.gold35}}
${up('md')}{.event-card--featured{grid-template-columns:7fr 5fr}}
.event-card--featured .event-card__body{justify-content:center;gap:20px;padding:${vars.space[3]}}
${up('md')}{.event-card--featured .event-card__body{padding:${vars.space[5]}}}
.event-card--featured .event-card__title{${typeRule('h3')}}
`;

const eventPage = `
.event-hero{padding-block:104px ${vars.space[4]};background:radial-gradient(ellipse at 10% 0%, ${c.red30} 0%, transparent 55%),linear-gradient(180deg, ${c.coal} 0%, ${c.ink} 100%)}
${up('md')}{.event-hero{padding-block:128px ${vars.space[6]}}}
.event-hero__back{display:inline-flex;align-items:center;gap:6px;margin-bottom:${vars.space[3]};color:${c.mist};font-weight:700;text-decoration:none}
.event-hero__back:hover{text-decoration:underline}
.event-hero__back-icon{font-size:18px}
.event-hero__badge{margin-bottom:${vars.space[2]}}
.event-hero__title{max-width:960px;font-size:clamp(2rem, 6vw, 3.75rem);overflow-wrap:anywhere}
.event-hero__when{margin:${vars.space[2]} 0 0;color:${c.brandRedLight};font-weight:800;font-size:1.05rem}
${up('md')}{.event-hero__when{font-size:1.2rem}}
.event-page{padding-bottom:${vars.space[6]}}
${up('md')}{.event-page{padding-bottom:72px}}
.event-page__grid{display:grid;gap:${vars.space[4]};grid-template-columns:minmax(0, 1fr);grid-template-areas:"image" "details" "about" "map"}
${up('md')}{.event-page__grid{gap:${vars.space[5]};grid-template-columns:minmax(0, 1fr) 360px;grid-template-areas:"image details" "about details" "map details"}}
.event-page__image{grid-area:image}
.event-page__about{grid-area:about}
.event-page__map{grid-area:map}
.event-page__heading--tight{margin-bottom:${vars.space[1]}}
.event-page__description{margin:0;white-space:pre-line;overflow-wrap:anywhere;color:${c.mist};font-size:1.075rem;line-height:1.75}
.event-page__location{margin:0 0 ${vars.space[2]};color:${c.mist}}
.event-details{grid-area:details;align-self:start;display:grid;gap:20px;padding:${vars.space[3]};border-radius:${vars.radius.card};border:1px solid ${c.white12};background:linear-gradient(160deg, ${c.steel} 0%, ${c.coal} 100%)}
${up('md')}{.event-details{position:sticky;top:96px;padding:28px}}
.event-details__title{margin:0;font-weight:700;font-size:1rem;line-height:1.6;letter-spacing:0.0075em}
.event-details__actions{display:grid;gap:12px}
.event-details__calendar{border-color:${c.white35}}
.divider{margin:0;border:0;border-bottom:1px solid ${c.white12}}
.share-links__title{margin-bottom:12px}
.share-links{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2, 1fr);gap:${vars.space[1]}}
.share-links__button{justify-content:flex-start;border-color:${c.white12};text-transform:none;letter-spacing:0;font-weight:700}
`;

const map = `
.map-embed{overflow:hidden;background-color:${c.coal};border:1px solid ${c.white12};border-radius:${vars.radius.base}}
.map-embed__frame,.map-embed__fallback{position:relative;background-color:${c.ink}}
.map-embed__map{position:absolute;inset:0;width:100%;height:100%;border:0}
.map-embed__note{position:absolute;inset:0;display:grid;place-items:center;padding-inline:${vars.space[2]};text-align:center}
.map-embed__note-icon{font-size:40px;color:${c.brandRedLight};margin-bottom:${vars.space[1]}}
.map-embed__note-text{margin:0;color:${c.mist}}
.map-embed__link{display:flex;align-items:center;gap:${vars.space[1]};padding:${vars.space[2]};color:inherit;font-weight:700;text-decoration:underline;text-decoration-color:${c.text40}}
.map-embed__link:hover{text-decoration-color:inherit}
.map-embed__link-icon{font-size:1.25rem}
`;

export const eventsCss = headings + status + cards + eventPage + map;
