import { typeRule, vars } from '@/design/tokensCss.ts';
import { up } from '@/styles/css.ts';

const c = vars.color;

/**
 * The styles of the studio's timetable: /timetable (its filters, week links and days) and the same days where the
 * home page's Schedule section and a class page show them. Part of the static CSS (styles/staticCss.ts). A list by
 * day on a phone; seven columns, a whole week, from the large breakpoint (1200 px) without horizontal scrolling.
 */
const page = `
.timetable__body{padding-block:${vars.space[4]} ${vars.space[8]}}
.timetable-filters{display:grid;gap:${vars.space[2]};align-items:end;grid-template-columns:1fr}
${up('sm')}{.timetable-filters{grid-template-columns:repeat(3,minmax(0,1fr)) auto}}
.timetable-filters__field{display:grid;gap:4px;font-weight:700}
.timetable-filters__field select{min-height:44px;padding:0 ${vars.space[1]};border:1px solid ${c.white30};border-radius:${vars.radius.base};background-color:${c.coal};color:${c.textPrimary};font:inherit;font-weight:400}
.timetable-filters__submit{min-height:44px}
.timetable__bar{display:flex;flex-wrap:wrap;gap:${vars.space[2]};align-items:center;justify-content:space-between;margin-block:${vars.space[3]}}
.timetable__count{margin:0;color:${c.mist}}
.timetable__count a,.timetable-session__class a,.timetable-more a{color:${c.textPrimary};text-decoration:underline;text-underline-offset:3px}
.timetable__weeks{display:flex;flex-wrap:wrap;gap:${vars.space[1]}}
.timetable__weeks .button{min-height:44px}
.timetable__empty{display:grid;justify-items:center;gap:${vars.space[2]};padding:${vars.space[4]};margin-bottom:${vars.space[3]};text-align:center;background-color:${c.coal};border:1px dashed ${c.white12};border-radius:${vars.radius.card}}
.timetable__empty p{margin:0}
`;

const days = `
.timetable-days{list-style:none;margin:0;padding:0;display:grid;gap:${vars.space[2]}}
${up('lg')}{.timetable-days:not(.timetable-days--compact){grid-template-columns:repeat(7,minmax(0,1fr));gap:${vars.space[1]}}}
${up('md')}{.timetable-days--compact{grid-template-columns:repeat(3,minmax(0,1fr))}}
.timetable-day{min-width:0;padding:${vars.space[2]} 12px;background-color:${c.coal};border:1px solid ${c.white12};border-radius:${vars.radius.image}}
.timetable-day__title{margin:0 0 12px;${typeRule('h4', 'body')};font-size:1rem}
.timetable-day__closed{margin:0 0 ${vars.space[1]};padding:4px 8px;border-radius:${vars.radius.base};background-color:${c.gold};color:${c.ink};font-weight:700;font-size:0.875rem}
.timetable-day__none{margin:0;color:${c.mist};font-size:0.875rem}
.timetable-day__sessions{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.timetable-session{padding-left:10px;border-left:3px solid ${c.brandRed};font-size:0.875rem;line-height:1.4;overflow-wrap:anywhere}
.timetable-session p{margin:0}
.timetable-session__time{font-weight:800;color:${c.textPrimary}}
.timetable-session__class{font-weight:700;font-size:1rem}
.timetable-session__details{color:${c.mist}}
.timetable-session__state{display:inline-block;margin-block:2px;padding:2px 6px;border-radius:${vars.radius.base};background-color:${c.gold};color:${c.ink};font-weight:800}
.timetable-session__trial a{display:inline-flex;align-items:center;min-height:44px;color:${c.textPrimary};font-weight:700;text-decoration:underline;text-underline-offset:3px}
.timetable-session__past{color:${c.mist};font-style:italic}
.timetable-session--past{border-left-color:${c.white30}}
.timetable-session--past .timetable-session__time{color:${c.mist}}
.timetable-session--off{border-left-color:${c.gold}}
.timetable-session--off .timetable-session__time{text-decoration:line-through}
.timetable-more{display:flex;flex-wrap:wrap;gap:${vars.space[2]};align-items:center;margin-block:${vars.space[3]} 0}
`;

export const timetableCss = page + days;
