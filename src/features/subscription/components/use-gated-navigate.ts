// Where an apply button leads: the share's detail with the chosen type, or — for a visitor, who
// may browse the calendar but not apply — the login sheet every gated screen offers.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAppStore } from '@/stores/app-store';

export const useGatedNavigate = () => {
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  return useCallback(
    (href: string) => {
      if (token === '') openVisitorSheet();
      else void navigate(href);
    },
    [navigate, openVisitorSheet, token],
  );
};
