import { vars } from '@/design/tokensCss.ts';
import { up } from '@/styles/css.ts';

const c = vars.color;

/**
 * The styles of /timetable around its days (components/timetable/timetableDaysCss.ts): the filters, the count and
 * the week links. Part of the static CSS (styles/staticCss.ts).
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
.timetable__count a{color:${c.textPrimary};text-decoration:underline;text-underline-offset:3px}
.timetable__weeks{display:flex;flex-wrap:wrap;gap:${vars.space[1]}}
.timetable__weeks .button{min-height:44px}
.timetable__empty{display:grid;justify-items:center;gap:${vars.space[2]};padding:${vars.space[4]};margin-bottom:${vars.space[3]};text-align:center;background-color:${c.coal};border:1px dashed ${c.white12};border-radius:${vars.radius.card}}
.timetable__empty p{margin:0}
`;

export const timetableCss = page;
