import { typeRule, vars } from '@/design/tokensCss.ts';
import { up } from '@/styles/css.ts';

const c = vars.color;

/**
 * The styles of the timetable's days (TimetableDays, TimetablePreview): on /timetable, in the home page's Schedule
 * section and on a class page. Part of the static CSS (styles/staticCss.ts). A list by day on a phone; on
 * /timetable seven columns, a whole week, from the large breakpoint (1200 px) without horizontal scrolling.
 */
export const timetableDaysCss = `
.timetable-days{list-style:none;margin:0;padding:0;display:grid;gap:${vars.space[2]}}
${up('lg')}{.timetable-days--week{grid-template-columns:repeat(7,minmax(0,1fr));gap:${vars.space[1]}}}
${up('md')}{.timetable-days--few{grid-template-columns:repeat(3,minmax(0,1fr))}}
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

.timetable-session__class a,.timetable-more a{color:${c.textPrimary};text-decoration:underline;text-underline-offset:3px}
.class-week{margin-top:${vars.space[6]}}
.class-week__title{margin:0 0 ${vars.space[2]};${typeRule('h4', 'body')}}
.timetable-more a{display:inline-flex;align-items:center;min-height:44px}
`;
