import { useEffect, useRef, useState } from 'react';

/** How long printing waits for the sheet's images at most. */
const IMAGE_WAIT_MS = 2500;

/**
 * 'Catálogo PDF': print() puts the printable sheet with its images in the page (`sheetShown`,
 * from then on, so printing again from the browser prints it too), waits for the images (briefly),
 * opens the browser's print dialog, and ends (`printing` false). Until asked, the page holds no
 * sheet: its hidden copy of every model's name, colours and material would make each of them
 * appear twice in the page. `sheetRef` goes on the sheet.
 */
export function usePrintCatalogue() {
  const [printing, setPrinting] = useState(false);
  const [sheetShown, setSheetShown] = useState(false);
  const sheetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!printing) return;
    let cancelled = false;
    const images = Array.from(sheetRef.current?.querySelectorAll('img') ?? []);
    const loaded = Promise.all(
      images.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : Promise.resolve())),
    );
    const timeout = new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS));
    void Promise.race([loaded, timeout]).then(() => {
      if (cancelled) return;
      window.print();
      setPrinting(false);
    });
    return () => {
      cancelled = true;
    };
  }, [printing]);

  const print = () => {
    setSheetShown(true);
    setPrinting(true);
  };
  return { printing, sheetShown, print, sheetRef };
}
