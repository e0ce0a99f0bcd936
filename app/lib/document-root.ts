// The server-rendered document, made ready for Preact to hydrate.
//
// React Router's root layout renders <html> itself, so the browser hydrates the
// whole document. React (on the server and in the dev build) takes `document`
// as the container; Preact, the production browser runtime (decision 0023),
// differs in two ways this module bridges:
//
// - Given `document`, Preact renders into <html> and would build a second
//   <html> inside the first. The container returned here is the document as
//   Preact needs to see it: its one child is <html> (the doctype is not
//   Preact's to touch), and nodes go into the document itself. Preact reads no
//   other property of its container.
// - Preact claims existing elements by tag and order, and keeps their
//   attributes as they are. React 19 reorders the head on the server (it hoists
//   <title>, <meta> and <link> elements, and adds image and module preloads),
//   so Preact would claim, say, a modulepreload <link> as the canonical one.
//   The head is therefore rebuilt: every element but the <style>s (whose text
//   only the server build has) is taken out just before hydrating, and Preact
//   puts back what the routes render, in the same task, so nothing is painted
//   in between.
export function documentRoot(doc: Document): Document {
  for (const element of [...doc.head.children]) {
    if (element.localName !== "style") element.remove();
  }
  const root = {
    namespaceURI: doc.documentElement.namespaceURI,
    get firstChild() {
      return doc.documentElement;
    },
    get childNodes() {
      return [doc.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
  };
  return root as unknown as Document;
}
