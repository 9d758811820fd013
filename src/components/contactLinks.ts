/** The wa.me chat address with the prefilled message, encoded as a URL query. */
export function whatsappChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/[^\d]/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * The scheduling embed's address with the prefill and tracking query fields added. A field the address
 * already carries keeps its value: the provider's own address wins over the defaults.
 */
export function schedulingEmbedUrl(
  base: string,
  prefill: readonly (readonly [string, string])[],
  tracking: readonly (readonly [string, string])[],
): string {
  const url = new URL(base, window.location.origin);
  for (const [name, value] of [...prefill, ...tracking]) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
