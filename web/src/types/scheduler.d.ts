/** The two exports of React's scheduler that `HydrateWhenVisible` reads (the package ships no types). */
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_getCurrentPriorityLevel(): number;
}
