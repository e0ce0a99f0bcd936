/**
 * A car without photos (detail §7 imagery): a tile in the site's colours that says so, in the 3:2 frame a
 * photo would take, so nothing shifts. The 'image not found' picture stays for photo addresses that break.
 */
export function PhotosComingSoon({ label }: { label: string }) {
  return (
    <span className="photos-coming-soon" role="img" aria-label={label} data-testid="photos-coming-soon">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
        />
      </svg>
      <span aria-hidden="true">Photos coming soon</span>
    </span>
  );
}
