export interface ShareLink {
  network: 'facebook' | 'x' | 'whatsapp' | 'email';
  label: string;
  href: string;
  /** Social networks open in a new tab; e-mail opens the visitor's mail app. */
  external: boolean;
}

/** Where each share button sends the visitor, with the page address and title encoded for each service. */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      external: true,
    },
    {
      network: 'x',
      label: 'Twitter/X',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
      external: true,
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`,
      external: true,
    },
    {
      network: 'email',
      label: 'Email',
      // mailto wants %20 for spaces (not '+'), which encodeURIComponent gives.
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${pageUrl}`)}`,
      external: false,
    },
  ];
}
