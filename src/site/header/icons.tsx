import { StrokeIcon } from '../ui/stroke-icon';

/** Small stroke icons of the header; decorative, so hidden from assistive technology. */
export const ChevronDownIcon = () => <StrokeIcon d="m6 9 6 6 6-6" className="size-4" />;
export const MenuIcon = () => <StrokeIcon d="M4 7h16M4 12h16M4 17h10" className="size-6" />;
export const CloseIcon = () => <StrokeIcon d="M6 6l12 12M18 6 6 18" className="size-6" />;
export const SearchIcon = () => (
  <StrokeIcon d="m20 20-4.2-4.2M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0Z" />
);
export const PhoneIcon = () => (
  <StrokeIcon
    d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
    className="size-4"
  />
);
export const MailIcon = () => <StrokeIcon d="M4 6h16v12H4zM4 7l8 6 8-6" className="size-4" />;
export const GlobeIcon = () => (
  <StrokeIcon
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
    className="size-4"
  />
);
