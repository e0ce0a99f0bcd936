// The announcement bar's dismissal (detail §2/§4 "Announcement bar
// dismissible"), remembered in the browser per announcement text. Cached pages
// are the same for everyone, so the server always renders the bar; a small
// script in <head> marks <html> before the first paint when this browser has
// dismissed it, and the stylesheet hides it: the page never jumps. The same
// script handles the close button, so the bar needs no component code.

/** A short stable name for an announcement's text: a new announcement shows again. */
export function announcementKey(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `announcement-dismissed:${hash.toString(36)}`;
}

/** The attribute <html> carries once this browser has dismissed the announcement. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed";
/** The attribute of the bar's close button. */
export const ANNOUNCEMENT_CLOSE_ATTRIBUTE = "data-announcement-close";

/** The <head> script. The key is [a-z0-9:-] only, so it is safe inside the script; the text never goes in. */
export function announcementHeadScript(text: string): string {
  const key = JSON.stringify(announcementKey(text));
  const mark = `document.documentElement.setAttribute("${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}","")`;
  return (
    `try{if(localStorage.getItem(${key})==="1")${mark}}catch(e){}` +
    `document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[${ANNOUNCEMENT_CLOSE_ATTRIBUTE}]")){${mark};try{localStorage.setItem(${key},"1")}catch(e){}}})`
  );
}
