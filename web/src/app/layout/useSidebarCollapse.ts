import { useCallback, useEffect, useState } from 'react';
import { isMobileWidth } from '../../ui/breakpoints';

export interface SidebarCollapse {
  collapsed: boolean;
  mobile: boolean;
  toggle: () => void;
  collapse: () => void;
}

/**
 * Collapsed at start on a narrow window, and collapsing whenever the window narrows below the
 * mobile breakpoint; widening again leaves the user's choice alone.
 */
export function useSidebarCollapse(): SidebarCollapse {
  const [collapsed, setCollapsed] = useState(() => isMobileWidth());
  const [mobile, setMobile] = useState(() => isMobileWidth());

  useEffect(() => {
    let wasMobile = isMobileWidth();
    const onResize = () => {
      const nowMobile = isMobileWidth();
      if (nowMobile === wasMobile) return;
      if (nowMobile) setCollapsed(true);
      setMobile(nowMobile);
      wasMobile = nowMobile;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  const collapse = useCallback(() => setCollapsed(true), []);
  return { collapsed, mobile, toggle, collapse };
}
