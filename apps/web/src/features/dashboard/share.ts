/** The link members share: the site's landing page. */
export function siteLink(): string {
  return `${window.location.origin}/`;
}

/** Copies the site link; false when the browser refused (no clipboard permission, insecure page). */
export async function copySiteLink(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(siteLink());
    return true;
  } catch {
    return false;
  }
}

/**
 * The native share sheet when the browser has one; otherwise the link is copied. Resolves to
 * what happened, so the card can say "Link copied to clipboard!".
 */
export async function shareSite(sheet: { title: string; text: string }): Promise<'shared' | 'cancelled' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ ...sheet, url: siteLink() });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A share the browser refused (no user activation, unsupported data): fall back to copying.
    }
  }
  return (await copySiteLink()) ? 'copied' : 'failed';
}
