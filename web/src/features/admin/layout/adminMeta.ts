/** Staff pages: a clear tab title, and never indexed by search engines. */
export function adminMeta(title: string) {
  return [{ title: `${title} | The Martial Arts Studio` }, { name: 'robots', content: 'noindex, nofollow' }];
}
