/** Meta tags of an admin screen: its title, and never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin Panel` }, { name: 'robots', content: 'noindex, nofollow' }];
}
