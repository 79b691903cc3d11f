import type { MultiLink } from '@/content';

/** The fields of the `global` story that the site chrome reads. */
export interface NavItem {
  _uid: string;
  label: string;
  link: MultiLink;
}

export interface GlobalSettings {
  company_name: string;
  tagline: string;
  navigation: NavItem[];
  address: string;
  email: string;
  phone: string;
  vat_number: string;
}
