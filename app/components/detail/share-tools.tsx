import { useEffect, useRef, useState } from "react";

/** detail §4 "Share: copy-link shows Copied for 1.5 seconds (3 seconds on one configuration, toast ...)". */
export const COPIED_MS = 1500;
export const COPIED_TOAST_MS = 3000;
/** detail §4 "Share window 550x400." */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;

export function shareLinks(url: string, name: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(name)}`,
    email: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`Take a look at this ${name}: ${url}`)}`,
  };
}

/** Opens the share page in a 550x400 window; when a popup blocker says no, the link opens it in a new tab instead. */
function openShareWindow(event: React.MouseEvent<HTMLAnchorElement>) {
  const opened = window.open(event.currentTarget.href, "share", `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}`);
  if (!opened) return;
  // The share site must not be able to reach back into this page.
  opened.opener = null;
  event.preventDefault();
}

function useTimedFlag(): [boolean, (ms: number) => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    on,
    (ms) => {
      clearTimeout(timer.current);
      setOn(true);
      timer.current = setTimeout(() => setOn(false), ms);
    },
  ];
}

/**
 * Copy link, share (Facebook, X, email), print and PDF. Share links and copy
 * link need the site's public address (site.siteUrl) and hide without it.
 */
export function ShareTools({ name, slug, shareUrl, toast }: { name: string; slug: string; shareUrl: string | null; toast: boolean }) {
  const [copied, flashCopied] = useTimedFlag();
  const [preparing, setPreparing] = useState(false);

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      flashCopied(toast ? COPIED_TOAST_MS : COPIED_MS);
    } catch (error) {
      console.warn("Could not copy the link:", error);
    }
  };

  const downloadPdf = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (preparing) return;
    setPreparing(true);
    try {
      const response = await fetch(`/cars/${encodeURIComponent(slug)}/pdf`);
      if (!response.ok) throw new Error(`The PDF could not be prepared (HTTP ${response.status}). Please try again.`);
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (error) {
      // detail §8 "PDF failure: browser alert with the error message."
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };

  const links = shareUrl ? shareLinks(shareUrl, name) : null;
  return (
    <div className="share-tools">
      <ul className="share-tools__list">
        {links && (
          <>
            <li>
              <button type="button" className="share-tools__button" onClick={copy} data-testid="copy-link">
                {copied && !toast ? "Copied" : "Copy link"}
              </button>
            </li>
            <li>
              <a className="share-tools__button" href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
                Facebook
              </a>
            </li>
            <li>
              <a className="share-tools__button" href={links.x} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
                X
              </a>
            </li>
            <li>
              <a className="share-tools__button" href={links.email}>
                Email
              </a>
            </li>
          </>
        )}
        <li>
          <a className="share-tools__button" href={`/print?car_id=${encodeURIComponent(slug)}`} target="_blank" rel="noopener">
            Print
          </a>
        </li>
        <li>
          <a
            className="share-tools__button"
            href={`/cars/${encodeURIComponent(slug)}/pdf`}
            download={`${slug}.pdf`}
            onClick={downloadPdf}
            aria-busy={preparing}
            data-testid="pdf-download"
          >
            {preparing ? "Preparing…" : "Download PDF"}
          </a>
        </li>
      </ul>
      {toast && copied && (
        <div className="toast" role="status">
          Copied {name} to your clipboard!
        </div>
      )}
    </div>
  );
}
