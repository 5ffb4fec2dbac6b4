import { typeRule, vars } from '@/design/tokensCss.ts';
import { up } from '@/styles/css.ts';

const c = vars.color;

/**
 * The styles of the free-trial pages: /trial's choices and form, and a booking's own page. Part of the static CSS
 * (styles/staticCss.ts). Every control is at least 44 px tall.
 */
export const trialCss = `
.trial__body{display:grid;gap:${vars.space[3]};padding-block:${vars.space[4]} ${vars.space[8]}}
.trial__note{margin:0;color:${c.mist}}
.trial a:not(.button){color:${c.textPrimary};text-decoration:underline;text-underline-offset:3px}
.trial-choose{display:grid;gap:${vars.space[2]};align-items:end;grid-template-columns:1fr}
${up('sm')}{.trial-choose{grid-template-columns:1fr 1fr auto}}
.trial-choose__submit,.trial-form__submit{min-height:44px}
.trial-field{display:grid;gap:4px}
.trial-field label{font-weight:700}
.trial-field input,.trial-field select{min-height:44px;padding:0 ${vars.space[1]};border:1px solid ${c.white50};border-radius:${vars.radius.base};background-color:${c.coal};color:${c.textPrimary};font:inherit}
.trial-field input[aria-invalid]{border-color:${c.error}}
.trial-field__hint{margin:0;color:${c.mist};font-size:0.875rem}
.trial-field__error{margin:0;color:${c.error};font-weight:700}
.trial-form{display:grid;gap:${vars.space[3]}}
.trial-form fieldset{margin:0;padding:0;border:0;display:grid;gap:${vars.space[2]};min-width:0}
.trial-form legend{padding:0;margin-bottom:${vars.space[1]};${typeRule('h4')};font-size:1.25rem}
.trial-form__alert{margin:0;padding:${vars.space[1]} ${vars.space[2]};border-radius:${vars.radius.base};background-color:${c.alertBackground};color:${c.alertText};font-weight:700}
.trial-form__privacy{margin:0;color:${c.mist};font-size:0.875rem}
.trial-form__trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.trial-day__title{margin:0 0 ${vars.space[1]};${typeRule('h4', 'body')};font-size:1rem}
.trial-day__choices{list-style:none;margin:0;padding:0;display:grid;gap:${vars.space[1]}}
.trial-choice{position:relative;display:grid;grid-template-columns:auto 1fr;column-gap:12px;align-items:start;padding:12px;background-color:${c.coal};border:1px solid ${c.white12};border-left:3px solid ${c.brandRed};border-radius:${vars.radius.image}}
.trial-choice input{position:relative;z-index:1;width:24px;height:24px;margin:2px 0 0;accent-color:${c.brandRed}}
.trial-choice label{display:grid;gap:2px;cursor:pointer}
.trial-choice label::after{content:'';position:absolute;inset:0}
.trial-choice__time{font-weight:800}
.trial-choice__details{color:${c.mist};font-size:0.875rem}
.trial-choice__status{grid-column:2;font-weight:700;font-size:0.875rem;color:${c.gold}}
.trial-choice__next{grid-column:2;position:relative;z-index:1;font-size:0.875rem;min-height:44px;display:inline-flex;align-items:center}
.trial-choice--off{border-left-color:${c.white30}}
.trial-choice--off label{cursor:default;color:${c.mist}}
.trial-choice--off .trial-choice__status{color:${c.mist}}
.trial-choice:has(input:checked){border-color:${c.gold};border-left-color:${c.gold}}
.trial-choice:has(input:focus-visible){outline:3px solid ${c.gold};outline-offset:2px}
.trial-summary{display:grid;grid-template-columns:auto 1fr;gap:${vars.space[1]} ${vars.space[2]};margin:0;padding:${vars.space[2]};background-color:${c.coal};border:1px solid ${c.white12};border-radius:${vars.radius.image}}
.trial-summary dt{font-weight:800}
.trial-summary dd{margin:0;overflow-wrap:anywhere}
.trial-bring{margin:0;padding-left:1.25rem;display:grid;gap:4px}
.trial-actions{display:flex;flex-wrap:wrap;gap:${vars.space[2]}}
.trial-actions .button{min-height:44px}
`;
