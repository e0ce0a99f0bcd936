import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { SEARCH_BOX_DEBOUNCE_MS } from "../../../domain/listing/url-table.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";

/**
 * The listing's search box: a field of the GET form (Enter searches without
 * JavaScript); with JavaScript, a pause of 300 ms in typing searches
 * (listing §4: "A change updates the query parameter and removes the page parameter").
 */
export function SearchBox({ query, formId, onQuery }: { query: string; formId: string; onQuery: (query: string) => void }) {
  const id = `${formId}-query`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  const debounced = useDebouncedCallback(onQuery, SEARCH_BOX_DEBOUNCE_MS);

  // A cleared filter changes the query under the box: typing wins while the box has focus. Back and Forward
  // always win, focused or not, and drop a search still waiting to be sent, so a stale query is never re-applied.
  const navigationType = useNavigationType();
  const { key } = useLocation();
  useEffect(() => {
    if (navigationType === "POP") {
      debounced.cancel();
      setText(query);
    } else if (document.activeElement !== input.current) setText(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, key]);

  return (
    <div className="listing-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        Search vehicles
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="query"
        form={formId}
        value={text}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search make, model or keyword"
        onChange={(event) => {
          setText(event.target.value);
          debounced.schedule(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") debounced.cancel();
        }}
      />
      <button type="submit" form={formId} className="button listing-search__submit" onClick={() => debounced.cancel()}>
        Search
      </button>
    </div>
  );
}
