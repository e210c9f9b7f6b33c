import { useEffect } from 'react';

/** The browser tab says `title` while the component shows (null: index.html's own), and gives the old one back. */
export function useTabTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
