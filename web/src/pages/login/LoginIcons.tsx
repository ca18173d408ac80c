import type { ReactNode } from 'react';

/**
 * The login screen's own line icons: one tiny module instead of the icon library, whose shared runtime
 * and per-icon chunks would cost the login route about 10 KB gzip (docs/performance.md, login budget).
 * Drawn on a 24-unit grid with the current text colour.
 */
function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const EyeIcon = () => (
  <Icon>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = () => (
  <Icon>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.7A10.6 10.6 0 0 1 12 5.5c6.4 0 10 6.5 10 6.5a17 17 0 0 1-3 3.8M6.2 7.3C3.6 9 2 12 2 12s3.6 6.5 10 6.5c1.6 0 3-.4 4.2-1" />
  </Icon>
);

export const MobileIcon = () => (
  <Icon>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 2.5l7.5 3v6c0 4.6-3.2 8.4-7.5 10-4.3-1.6-7.5-5.4-7.5-10v-6z" />
    <path d="M8.8 12l2.2 2.2 4.2-4.4" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon filled>
    <path d="M12 2.8c.6 0 1.1.3 1.4.8l8.5 15a1.6 1.6 0 0 1-1.4 2.4h-17a1.6 1.6 0 0 1-1.4-2.4l8.5-15c.3-.5.8-.8 1.4-.8zm-1 6.2v5.5h2V9h-2zm0 7.2v2h2v-2h-2z" />
  </Icon>
);

export const QrIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM18 14h2.5M14 20.5h2.5" />
  </Icon>
);

export const MessageIcon = () => (
  <Icon>
    <path d="M4 5.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-4.5 3.5v-3.5H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z" />
    <path d="M7.5 10.5h9M7.5 13.5h6" />
  </Icon>
);

export const FormIcon = () => (
  <Icon>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Icon>
);

export const FlowIcon = () => (
  <Icon>
    <rect x="9" y="2.5" width="6" height="5" rx="1" />
    <rect x="2.5" y="16.5" width="6" height="5" rx="1" />
    <rect x="15.5" y="16.5" width="6" height="5" rx="1" />
    <path d="M12 7.5V12M5.5 16.5V12h13v4.5" />
  </Icon>
);
