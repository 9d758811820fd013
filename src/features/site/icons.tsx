import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The site's own few icons, drawn inline: cheaper than an icon package on a slow link.
export function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

export function WifiOffIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18" />
      </g>
      <circle cx="12" cy="19" r="1.6" />
    </SvgIcon>
  );
}
