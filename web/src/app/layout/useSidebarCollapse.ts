import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { endPrerenderedHtml } from '../../prerendered';
import { isMobileWidth } from '../../ui/breakpoints';

export interface SidebarCollapse {
  collapsed: boolean;
  mobile: boolean;
  toggle: () => void;
  collapse: () => void;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The prerendered landing page was rendered for a wide window; hydration starts from that. */
const wideWhenPrerendered = () => false;

/**
 * Collapsed at start on a narrow window, and collapsing whenever the window narrows below the
 * mobile breakpoint; widening again leaves the user's choice alone.
 */
export function useSidebarCollapse(): SidebarCollapse {
  const mobile = useSyncExternalStore(subscribeToResize, () => isMobileWidth(), wideWhenPrerendered);
  const [collapsed, setCollapsed] = useState(mobile);
  const [seenMobile, setSeenMobile] = useState(mobile);
  if (mobile !== seenMobile) {
    setSeenMobile(mobile);
    if (mobile) setCollapsed(true);
  }

  // After hydration: the prerendered page's stand-ins (layout.css) are no longer needed.
  useEffect(endPrerenderedHtml, []);

  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  const collapse = useCallback(() => setCollapsed(true), []);
  return { collapsed, mobile, toggle, collapse };
}
