// Generated from content/schema/components.json by `npm run content:types`. Do not edit.
import type { Asset, MultiLink, RichTextDoc, StoryRef } from '../field-types';
import type { FieldType } from '../schema/component-schema';

/** A torch, cooling unit, trolley, remote control or other option. */
export type AccessoryBlok = {
  component: 'accessory';
  _uid: string;
  name: string;
  /** Article number. */
  code: string;
  summary: string;
  image: Asset;
};

/** Accordion */
export type AccordionBlok = {
  component: 'accordion';
  _uid: string;
  headline?: string;
  items: Array<AccordionItemBlok>;
  /** Container width: small is max-w-3xl; empty is the default width. */
  width?: 'small' | 'medium' | 'large' | 'content' | '';
};

/** Accordion item */
export type AccordionItemBlok = {
  component: 'accordion-item';
  _uid: string;
  title: string;
  content: RichTextDoc;
};

/** Blog latest posts */
export type BlogLatestPostsBlok = {
  component: 'blog-latest-posts';
  _uid: string;
  headline?: string;
  /** How many posts; empty: 3. */
  count?: string;
  tag?: StoryRef<TagBlok>;
  all_posts_link?: Array<ButtonBlok>;
};

/** Blog listing */
export type BlogListingBlok = {
  component: 'blog-listing';
  _uid: string;
  headline?: string;
  /** Posts per page; empty: 9. */
  per_page?: string;
};

/** A news item. */
export type BlogPostBlok = {
  component: 'blog-post';
  _uid: string;
  title: string;
  date: string;
  teaser: string;
  image: Asset;
  /** Article text; may embed buttons, videos, accordions and hotspot images. */
  body: RichTextDoc;
  tags?: StoryRef<TagBlok>[];
  related_products?: StoryRef<ProductBlok>[];
  related_posts?: StoryRef<BlogPostBlok>[];
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
};

/** Breadcrumbs */
export type BreadcrumbsBlok = {
  component: 'breadcrumbs';
  _uid: string;
  show_home?: boolean;
};

/** Button */
export type ButtonBlok = {
  component: 'button';
  _uid: string;
  text: string;
  link: MultiLink;
  /** Anything but primary or outline is a text link (spec section 3). */
  type?: 'primary' | 'outline' | 'text-link' | '';
  /** Empty means medium. */
  size?: 'small' | 'medium' | 'big' | '';
  alignment?: 'left' | 'center' | 'right' | '';
};

/** Contact form embed */
export type ContactFormEmbedBlok = {
  component: 'contact-form-embed';
  _uid: string;
  headline?: string;
  text?: string;
  /** Address of the embedded form; loaded only on consent or click. */
  form_url: string;
  /** Frame height in px. */
  height?: string;
};

/** Cookie declaration */
export type CookieDeclarationBlok = {
  component: 'cookie-declaration';
  _uid: string;
  /** Heading above the list; empty uses the site's own. The categories, services and cookies come from the consent manager's definitions, so the list is always the one the banner shows. */
  title?: string;
};

/** The current a product gives in one process (product finder). */
export type CurrentRangeBlok = {
  component: 'current-range';
  _uid: string;
  process: 'mig-mag' | 'tig' | 'mma' | 'plasma' | '';
  /** A */
  min: string;
  /** A */
  max: string;
};

/** A document of the download area: catalogue, manual, declaration, spare-parts list or certificate. */
export type DownloadBlok = {
  component: 'download';
  _uid: string;
  title: string;
  download_type: string;
  /** The PDF file. */
  file: Asset;
  /** Size of the file in kB, shown next to the link. */
  file_size_kb: string;
  /** Languages the document is written in. */
  languages: string[];
  description?: string;
  products?: StoryRef<ProductBlok>[];
  /** Cover or certificate image. */
  image?: Asset;
  /** Certification body, for certificates. */
  issuer?: string;
  /** Standard, e.g. ISO 9001:2015, for certificates. */
  standard?: string;
  certificate_number?: string;
  valid_until?: string;
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
  /** Partners: listed with a lock, downloadable only by signed-in partners, never on a public URL */
  access?: 'public' | 'partners' | '';
};

/** Download listing */
export type DownloadListingBlok = {
  component: 'download-listing';
  _uid: string;
  headline?: string;
  /** Only these types; empty: all. */
  download_types?: string[];
  show_filters?: boolean;
};

/** A fair, open house, training day or webinar. */
export type EventBlok = {
  component: 'event';
  _uid: string;
  title: string;
  kind: 'fair' | 'open-house' | 'training' | 'webinar' | '';
  start_date: string;
  end_date: string;
  /** Exhibition centre or place, e.g. Fiera Milano Rho. */
  venue: string;
  city: string;
  country: string;
  /** Street address of the venue, for maps and Event JSON-LD. */
  address?: string;
  /** Hall and stand, e.g. Hall 5, stand B21. */
  stand?: string;
  teaser: string;
  description?: RichTextDoc;
  image: Asset;
  /** The organiser's site. */
  website?: MultiLink;
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
};

/** Events listing */
export type EventsListingBlok = {
  component: 'events-listing';
  _uid: string;
  headline?: string;
  show_past?: boolean;
};

/** Feature grid */
export type FeatureGridBlok = {
  component: 'feature-grid';
  _uid: string;
  headline?: string;
  items: Array<FeatureItemBlok>;
};

/** Feature item */
export type FeatureItemBlok = {
  component: 'feature-item';
  _uid: string;
  title: string;
  text: string;
  icon?:
    | 'arc'
    | 'pulse'
    | 'double-pulse'
    | 'gauge'
    | 'thermometer'
    | 'water'
    | 'plug'
    | 'wifi'
    | 'shield'
    | 'spark'
    | 'torch'
    | 'wire'
    | 'robot'
    | 'plasma'
    | 'settings'
    | 'timer'
    | 'battery'
    | 'leaf'
    | '';
};

/** Shape of a font definition (spec section 3). The site declares its fonts in code (src/app/fonts.ts); no story uses this block. */
export type FontDefinitionBlok = {
  component: 'font-definition';
  _uid: string;
  family: string;
  style?: string;
  weight?: string;
  src: string;
  type?: string;
  fallbackFamily?: string;
  media?: string;
  selector?: string;
};

/** Footer */
export type FooterBlok = {
  component: 'footer';
  _uid: string;
  columns?: Array<FooterColumnBlok>;
  legal_links?: Array<NavItemBlok>;
  show_social?: boolean;
  /** Short line under the columns. */
  note?: string;
};

/** Footer column */
export type FooterColumnBlok = {
  component: 'footer-column';
  _uid: string;
  title: string;
  links: Array<NavItemBlok>;
};

/** Site-wide settings: one story, slug global. */
export type GlobalBlok = {
  component: 'global';
  _uid: string;
  company_name: string;
  tagline: string;
  logo: Asset;
  header: Array<HeaderBlok>;
  footer: Array<FooterBlok>;
  address: string;
  phone: string;
  email: string;
  vat_number: string;
  opening_hours?: string;
  social_links?: Array<SocialItemBlok>;
  /** Tag manager container; loaded only after consent. Empty: no analytics. */
  gtm_id?: string;
  /** Who receives quote requests from the site's forms (e-mail addresses, comma-separated); empty: LEADS_TO. */
  leads_to_quote?: string;
  /** Who receives contact messages on sales from the site's forms (e-mail addresses, comma-separated); empty: LEADS_TO. */
  leads_to_sales?: string;
  /** Who receives contact messages on service and repair from the site's forms (e-mail addresses, comma-separated); empty: LEADS_TO. */
  leads_to_service?: string;
  /** Who receives contact messages on spare parts from the site's forms (e-mail addresses, comma-separated); empty: LEADS_TO. */
  leads_to_parts?: string;
  /** Who receives other contact messages from the site's forms (e-mail addresses, comma-separated); empty: LEADS_TO. */
  leads_to_other?: string;
};

/** Header */
export type HeaderBlok = {
  component: 'header';
  _uid: string;
  navigation: Array<NavItemBlok>;
  cta?: Array<ButtonBlok>;
  show_search?: boolean;
};

/** Hero */
export type HeroBlok = {
  component: 'hero';
  _uid: string;
  eyebrow?: string;
  headline: string;
  text?: string;
  image?: Asset;
  buttons?: Array<ButtonBlok>;
  /** Split-text animation of the headline; empty: none. */
  title_animation?: 'lines' | 'words' | 'chars' | '';
  /** Empty: as tall as the first screen asks (home, landing pages). Compact: a band, for pages whose content must start in the first screen (listings). */
  size?: 'compact' | '';
};

/** Hotspot */
export type HotspotBlok = {
  component: 'hotspot';
  _uid: string;
  label: string;
  text?: string;
  /** Horizontal position, % from the left. */
  x: string;
  /** Vertical position, % from the top. */
  y: string;
};

/** Hotspot image */
export type HotspotImageBlok = {
  component: 'hotspot-image';
  _uid: string;
  headline?: string;
  image: Asset;
  hotspots: Array<HotspotBlok>;
};

/** The site's own job application form (issue 64): name, e-mail, phone, a short message, a CV and one more document (PDF, DOCX or ODT, 10 MB each). On an opening's page (its `application` field) the position is the opening's; on any other page the applicant chooses the area of work (a spontaneous application). */
export type JobApplicationBlok = {
  component: 'job-application';
  _uid: string;
  headline?: string;
  text?: string;
  /** The privacy notice for applicants the applicant acknowledges. */
  privacy_link: MultiLink;
  /** HR's addresses for applications sent with this form, comma-separated; empty: the opening's apply_email on an opening's page, else JOBS_TO. */
  recipients?: string;
};

/** Job listing */
export type JobListingBlok = {
  component: 'job-listing';
  _uid: string;
  headline?: string;
  /** Shown when no position is open. */
  empty_text?: string;
};

/** A job opening. */
export type JobPositionBlok = {
  component: 'job-position';
  _uid: string;
  title: string;
  department: string;
  location: string;
  employment_type: 'full-time' | 'part-time' | 'internship' | 'fixed-term' | '';
  date_posted: string;
  valid_through?: string;
  summary: string;
  /** The role, what you will do, what we look for, what we offer. */
  description: RichTextDoc;
  how_to_apply: RichTextDoc;
  /** The department's address: job applications sent with this opening's form are e-mailed here. */
  apply_email: string;
  /** The site's job application form (issue 64), shown while the opening is open, its position filled in; the page then says directApply in its JobPosting data. */
  application?: Array<JobApplicationBlok>;
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
};

/** Key figure */
export type KeyFigureBlok = {
  component: 'key-figure';
  _uid: string;
  value: string;
  unit?: string;
  label: string;
};

/** Lead form */
export type LeadFormBlok = {
  component: 'lead-form';
  _uid: string;
  /** The site's own form (issue 44): a quote request (products from ?p=) or a contact message. Requests are stored and e-mailed to sales. */
  kind: 'quote' | 'contact' | '';
  headline?: string;
  text?: string;
  /** The privacy notice the visitor acknowledges. */
  privacy_link: MultiLink;
};

/** Location */
export type LocationBlok = {
  component: 'location';
  _uid: string;
  name: string;
  kind: 'headquarters' | 'branch' | 'service' | '';
  address: string;
  latitude: string;
  longitude: string;
  phone?: string;
  email?: string;
};

/** Map */
export type MapBlok = {
  component: 'map';
  _uid: string;
  headline?: string;
  locations: Array<LocationBlok>;
  zoom?: string;
};

/** Navigation item */
export type NavItemBlok = {
  component: 'nav-item';
  _uid: string;
  label: string;
  link: MultiLink;
  /** Sub-menu entries. */
  children?: Array<NavItemBlok>;
  /** A picture for the entry in its parent's sub-menu (the products menu shows each family with one); decorative, the label names it. */
  image?: Asset;
};

/** A page built from blocks. */
export type PageBlok = {
  component: 'page';
  _uid: string;
  body?: Array<
    | HeroBlok
    | RichTextBlok
    | FeatureGridBlok
    | AccordionBlok
    | SliderBlok
    | HotspotImageBlok
    | VideoBlok
    | MapBlok
    | ContactFormEmbedBlok
    | LeadFormBlok
    | JobApplicationBlok
    | CookieDeclarationBlok
    | SocialItemsBlok
    | BreadcrumbsBlok
    | ButtonBlok
    | BlogLatestPostsBlok
    | BlogListingBlok
    | EventsListingBlok
    | DownloadListingBlok
    | JobListingBlok
    | SpecialFunctionsListingBlok
    | ProductListingBlok
    | ProductSearchBarBlok
  >;
  /** Empty means default (spec section 2, Layouts). */
  layout?: 'default' | 'global' | 'system' | '';
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
};

/** A dealer, service centre, rental or training partner, found with the locator. */
export type PartnerBlok = {
  component: 'partner';
  _uid: string;
  /** The business name, the same in every language. */
  name: string;
  /** What it offers: sales, service and repair, rental, training (the locator's filter and badges). */
  kinds: string[];
  /** Street and number, as the post writes them in its country. */
  street: string;
  postcode: string;
  city: string;
  /** Region, state or province in its own language; the country page lists partners by it. */
  region: string;
  /** ISO 3166-1 alpha-2: the countries the locator and its gazetteer cover. */
  country: 'IT' | 'DE' | 'FR' | 'ES' | 'AT' | 'CH' | 'GB' | 'PL' | 'NL' | 'BE' | '';
  /** Where the premises are (WGS 84); the locator measures distances from here. */
  latitude: string;
  longitude: string;
  /** International format without spaces (E.164), e.g. +390301234567. */
  phone: string;
  email: string;
  website?: MultiLink;
  /** schema.org openingHours, worded by the site in each language: "Mo-Fr 08:00-12:00,14:00-18:00; Sa 08:00-12:00". */
  opening_hours?: string;
  /** Languages spoken with customers. */
  languages: Array<'it' | 'en' | 'es' | 'fr' | 'de' | 'nl' | 'pl' | 'ca' | 'pt' | 'rm' | ''>;
  /** Product families it sells or services (the locator's family filter). */
  families: string[];
  /** A professional repairer under the Ecodesign regulation: on the list the spare-parts information points to. */
  authorised_repairer?: boolean;
};

/** A machine of the catalogue. */
export type ProductBlok = {
  component: 'product';
  _uid: string;
  /** Commercial model name, e.g. Pioneer Pulse 403; the same in every language. */
  name: string;
  /** Order code of the base model. */
  model_code: string;
  family: string;
  /** One sentence for cards and the detail page lead. */
  summary: string;
  description?: RichTextDoc;
  /** Main product image, at least 1200 px wide, on a plain background. */
  image: Asset;
  gallery?: Asset[];
  /** Materials it welds or cuts (filter_query[materiale]). */
  materiale?: string[];
  /** Welding processes (filter_query[processo]); empty for plasma cutters. */
  processo?: string[];
  key_figures?: Array<KeyFigureBlok>;
  technical_data: Array<TechSpecBlok>;
  /** Power-source efficiency at maximum output, % (EU 2019/1784). */
  ecodesign_efficiency: string;
  /** Idle-state power consumption, W (EU 2019/1784). */
  ecodesign_idle_power: string;
  /** Page title for search engines; the name is used when empty. */
  seo_title?: string;
  technologies?: StoryRef<TechnologyBlok>[];
  /** Meta description for search engines and social previews. */
  seo_description?: string;
  special_functions?: StoryRef<SpecialFunctionBlok>[];
  /** Social preview image (1200x630); the main image is used when empty. */
  og_image?: Asset;
  accessories?: StoryRef<AccessoryBlok>[];
  downloads?: StoryRef<DownloadBlok>[];
  related_products?: StoryRef<ProductBlok>[];
  /** Extra sections under the product sheet. */
  body?: Array<
    | HeroBlok
    | RichTextBlok
    | FeatureGridBlok
    | AccordionBlok
    | SliderBlok
    | HotspotImageBlok
    | VideoBlok
    | MapBlok
    | ContactFormEmbedBlok
    | LeadFormBlok
    | SocialItemsBlok
    | BreadcrumbsBlok
    | ButtonBlok
    | BlogLatestPostsBlok
    | BlogListingBlok
    | EventsListingBlok
    | DownloadListingBlok
    | JobListingBlok
    | SpecialFunctionsListingBlok
    | ProductListingBlok
    | ProductSearchBarBlok
  >;
  /** Product finder: phases of the mains supply; must agree with the "Mains supply" technical-data row (1~ or 3~). */
  mains_phases: '1' | '3' | '';
  /** Product finder: nominal mains voltage, V; must agree with the "Mains supply" row. */
  mains_voltage: string;
  /** Product finder: the slow-blow mains fuse it needs, A; must agree with the "Mains fuse, slow-blow" row. */
  mains_fuse?: string;
  /** Product finder: runs at full power on a motor-generator (PFC, wide voltage tolerance). */
  mains_generator?: boolean;
  /** Product finder: the welding or cutting current range of each process it offers; must agree with the technical data. */
  current_ranges: Array<CurrentRangeBlok>;
  /** Product finder: the current it gives at 100% duty cycle (40 °C), A. */
  current_at_100: string;
  /** Product finder: weight of the power source, kg; must agree with the "Weight" row. */
  weight: string;
  /** Product finder: the recommended thickness range per welding process and material. */
  thickness_ranges?: Array<ThicknessRangeBlok>;
  /** Product finder, plasma only: the recommended (quality) cut on steel, mm. */
  cut_recommended?: string;
  /** Product finder, plasma only: the maximum (severance) cut on steel, mm. */
  cut_maximum?: string;
  /** Product finder: made for a robot or a CNC table; empty for a machine used by hand. */
  automation?: 'robot' | 'cnc' | '';
};

/** Product listing */
export type ProductListingBlok = {
  component: 'product-listing';
  _uid: string;
  headline?: string;
  /** Only this family; empty: every product. */
  family?: string;
  show_filters?: boolean;
  /** Products per page; empty: 12. */
  per_page?: string;
};

/** Product search bar */
export type ProductSearchBarBlok = {
  component: 'product-search-bar';
  _uid: string;
  headline?: string;
  placeholder?: string;
  /** The page with the product listing that shows the results. */
  products_page: MultiLink;
};

/** Rich text */
export type RichTextBlok = {
  component: 'rich-text';
  _uid: string;
  text: RichTextDoc;
  /** Container width: small is max-w-3xl; empty is the default width. */
  width?: 'small' | 'medium' | 'large' | 'content' | '';
};

/** Slide */
export type SlideBlok = {
  component: 'slide';
  _uid: string;
  image: Asset;
  title: string;
  text?: string;
  link?: MultiLink;
};

/** Slider */
export type SliderBlok = {
  component: 'slider';
  _uid: string;
  headline?: string;
  slides: Array<SlideBlok>;
};

/** Social item */
export type SocialItemBlok = {
  component: 'social-item';
  _uid: string;
  network: 'linkedin' | 'youtube' | 'instagram' | 'facebook' | 'x' | '';
  url: string;
};

/** Social items */
export type SocialItemsBlok = {
  component: 'social-items';
  _uid: string;
  headline?: string;
  /** Empty: the social links of the global story. */
  items?: Array<SocialItemBlok>;
};

/** A function of the control panel, e.g. hot start or crater filler. */
export type SpecialFunctionBlok = {
  component: 'special-function';
  _uid: string;
  name: string;
  summary: string;
  icon?:
    | 'arc'
    | 'pulse'
    | 'double-pulse'
    | 'gauge'
    | 'thermometer'
    | 'water'
    | 'plug'
    | 'wifi'
    | 'shield'
    | 'spark'
    | 'torch'
    | 'wire'
    | 'robot'
    | 'plasma'
    | 'settings'
    | 'timer'
    | 'battery'
    | 'leaf'
    | '';
  /** Processes the function applies to. */
  processes?: string[];
};

/** Special-functions listing */
export type SpecialFunctionsListingBlok = {
  component: 'special-functions-listing';
  _uid: string;
  headline?: string;
  intro?: string;
};

/** A topic for news posts. */
export type TagBlok = {
  component: 'tag';
  _uid: string;
  name: string;
  description?: string;
};

/** Technical data row */
export type TechSpecBlok = {
  component: 'tech-spec';
  _uid: string;
  label: string;
  /** Figures and symbols only, so that it reads the same in every language. */
  value: string;
  unit?: string;
  /** In the comparison, the best value of this row is marked: the highest (more) or the lowest (less); of a range, its last figure counts. Empty: no mark. */
  better?: 'more' | 'less' | '';
};

/** An engineering feature shared by several machines. */
export type TechnologyBlok = {
  component: 'technology';
  _uid: string;
  name: string;
  summary: string;
  description?: RichTextDoc;
  icon?:
    | 'arc'
    | 'pulse'
    | 'double-pulse'
    | 'gauge'
    | 'thermometer'
    | 'water'
    | 'plug'
    | 'wifi'
    | 'shield'
    | 'spark'
    | 'torch'
    | 'wire'
    | 'robot'
    | 'plasma'
    | 'settings'
    | 'timer'
    | 'battery'
    | 'leaf'
    | '';
  image?: Asset;
};

/** The thickness a product welds well in one process and material (product finder). */
export type ThicknessRangeBlok = {
  component: 'thickness-range';
  _uid: string;
  process: 'mig-mag' | 'tig' | 'mma' | '';
  material: string;
  /** mm */
  min: string;
  /** mm */
  max: string;
};

/** Video */
export type VideoBlok = {
  component: 'video';
  _uid: string;
  title: string;
  provider: 'youtube' | 'vimeo' | '';
  video_id: string;
  poster: Asset;
  caption?: string;
};

/** Every component of the content model, by name. */
export type ComponentMap = {
  accessory: AccessoryBlok;
  accordion: AccordionBlok;
  'accordion-item': AccordionItemBlok;
  'blog-latest-posts': BlogLatestPostsBlok;
  'blog-listing': BlogListingBlok;
  'blog-post': BlogPostBlok;
  breadcrumbs: BreadcrumbsBlok;
  button: ButtonBlok;
  'contact-form-embed': ContactFormEmbedBlok;
  'cookie-declaration': CookieDeclarationBlok;
  'current-range': CurrentRangeBlok;
  download: DownloadBlok;
  'download-listing': DownloadListingBlok;
  event: EventBlok;
  'events-listing': EventsListingBlok;
  'feature-grid': FeatureGridBlok;
  'feature-item': FeatureItemBlok;
  'font-definition': FontDefinitionBlok;
  footer: FooterBlok;
  'footer-column': FooterColumnBlok;
  global: GlobalBlok;
  header: HeaderBlok;
  hero: HeroBlok;
  hotspot: HotspotBlok;
  'hotspot-image': HotspotImageBlok;
  'job-application': JobApplicationBlok;
  'job-listing': JobListingBlok;
  'job-position': JobPositionBlok;
  'key-figure': KeyFigureBlok;
  'lead-form': LeadFormBlok;
  location: LocationBlok;
  map: MapBlok;
  'nav-item': NavItemBlok;
  page: PageBlok;
  partner: PartnerBlok;
  product: ProductBlok;
  'product-listing': ProductListingBlok;
  'product-search-bar': ProductSearchBarBlok;
  'rich-text': RichTextBlok;
  slide: SlideBlok;
  slider: SliderBlok;
  'social-item': SocialItemBlok;
  'social-items': SocialItemsBlok;
  'special-function': SpecialFunctionBlok;
  'special-functions-listing': SpecialFunctionsListingBlok;
  tag: TagBlok;
  'tech-spec': TechSpecBlok;
  technology: TechnologyBlok;
  'thickness-range': ThicknessRangeBlok;
  video: VideoBlok;
};

export type ComponentName = keyof ComponentMap;

/** Components that are content types (the root of a story). */
export type ContentTypeName =
  | 'accessory'
  | 'blog-post'
  | 'download'
  | 'event'
  | 'global'
  | 'job-position'
  | 'page'
  | 'partner'
  | 'product'
  | 'special-function'
  | 'tag'
  | 'technology';

/**
 * Every component's fields by their type in the content model: for code that reads content
 * without knowing its components (the search index takes the words of text fields only).
 */
export const COMPONENT_FIELDS = {
  accessory: { name: 'text', code: 'text', summary: 'textarea', image: 'asset' },
  accordion: { headline: 'text', items: 'bloks', width: 'option' },
  'accordion-item': { title: 'text', content: 'richtext' },
  'blog-latest-posts': {
    headline: 'text',
    count: 'number',
    tag: 'option',
    all_posts_link: 'bloks',
  },
  'blog-listing': { headline: 'text', per_page: 'number' },
  'blog-post': {
    title: 'text',
    date: 'datetime',
    teaser: 'textarea',
    image: 'asset',
    body: 'richtext',
    tags: 'options',
    related_products: 'options',
    related_posts: 'options',
    seo_title: 'text',
    seo_description: 'textarea',
    og_image: 'asset',
  },
  breadcrumbs: { show_home: 'boolean' },
  button: { text: 'text', link: 'multilink', type: 'option', size: 'option', alignment: 'option' },
  'contact-form-embed': { headline: 'text', text: 'textarea', form_url: 'text', height: 'number' },
  'cookie-declaration': { title: 'text' },
  'current-range': { process: 'option', min: 'number', max: 'number' },
  download: {
    title: 'text',
    download_type: 'option',
    file: 'asset',
    file_size_kb: 'number',
    languages: 'options',
    description: 'textarea',
    products: 'options',
    image: 'asset',
    issuer: 'text',
    standard: 'text',
    certificate_number: 'text',
    valid_until: 'datetime',
    seo_title: 'text',
    seo_description: 'textarea',
    og_image: 'asset',
    access: 'option',
  },
  'download-listing': { headline: 'text', download_types: 'options', show_filters: 'boolean' },
  event: {
    title: 'text',
    kind: 'option',
    start_date: 'datetime',
    end_date: 'datetime',
    venue: 'text',
    city: 'text',
    country: 'text',
    address: 'text',
    stand: 'text',
    teaser: 'textarea',
    description: 'richtext',
    image: 'asset',
    website: 'multilink',
    seo_title: 'text',
    seo_description: 'textarea',
    og_image: 'asset',
  },
  'events-listing': { headline: 'text', show_past: 'boolean' },
  'feature-grid': { headline: 'text', items: 'bloks' },
  'feature-item': { title: 'text', text: 'textarea', icon: 'option' },
  'font-definition': {
    family: 'text',
    style: 'text',
    weight: 'text',
    src: 'text',
    type: 'text',
    fallbackFamily: 'text',
    media: 'text',
    selector: 'text',
  },
  footer: { columns: 'bloks', legal_links: 'bloks', show_social: 'boolean', note: 'text' },
  'footer-column': { title: 'text', links: 'bloks' },
  global: {
    company_name: 'text',
    tagline: 'text',
    logo: 'asset',
    header: 'bloks',
    footer: 'bloks',
    address: 'text',
    phone: 'text',
    email: 'text',
    vat_number: 'text',
    opening_hours: 'text',
    social_links: 'bloks',
    gtm_id: 'text',
    leads_to_quote: 'text',
    leads_to_sales: 'text',
    leads_to_service: 'text',
    leads_to_parts: 'text',
    leads_to_other: 'text',
  },
  header: { navigation: 'bloks', cta: 'bloks', show_search: 'boolean' },
  hero: {
    eyebrow: 'text',
    headline: 'text',
    text: 'textarea',
    image: 'asset',
    buttons: 'bloks',
    title_animation: 'option',
    size: 'option',
  },
  hotspot: { label: 'text', text: 'textarea', x: 'number', y: 'number' },
  'hotspot-image': { headline: 'text', image: 'asset', hotspots: 'bloks' },
  'job-application': {
    headline: 'text',
    text: 'textarea',
    privacy_link: 'multilink',
    recipients: 'text',
  },
  'job-listing': { headline: 'text', empty_text: 'textarea' },
  'job-position': {
    title: 'text',
    department: 'text',
    location: 'text',
    employment_type: 'option',
    date_posted: 'datetime',
    valid_through: 'datetime',
    summary: 'textarea',
    description: 'richtext',
    how_to_apply: 'richtext',
    apply_email: 'text',
    application: 'bloks',
    seo_title: 'text',
    seo_description: 'textarea',
    og_image: 'asset',
  },
  'key-figure': { value: 'text', unit: 'text', label: 'text' },
  'lead-form': { kind: 'option', headline: 'text', text: 'textarea', privacy_link: 'multilink' },
  location: {
    name: 'text',
    kind: 'option',
    address: 'text',
    latitude: 'number',
    longitude: 'number',
    phone: 'text',
    email: 'text',
  },
  map: { headline: 'text', locations: 'bloks', zoom: 'number' },
  'nav-item': { label: 'text', link: 'multilink', children: 'bloks', image: 'asset' },
  page: {
    body: 'bloks',
    layout: 'option',
    seo_title: 'text',
    seo_description: 'textarea',
    og_image: 'asset',
  },
  partner: {
    name: 'text',
    kinds: 'options',
    street: 'text',
    postcode: 'text',
    city: 'text',
    region: 'text',
    country: 'option',
    latitude: 'number',
    longitude: 'number',
    phone: 'text',
    email: 'text',
    website: 'multilink',
    opening_hours: 'text',
    languages: 'options',
    families: 'options',
    authorised_repairer: 'boolean',
  },
  product: {
    name: 'text',
    model_code: 'text',
    family: 'option',
    summary: 'textarea',
    description: 'richtext',
    image: 'asset',
    gallery: 'multiasset',
    materiale: 'options',
    processo: 'options',
    key_figures: 'bloks',
    technical_data: 'bloks',
    ecodesign_efficiency: 'number',
    ecodesign_idle_power: 'number',
    seo_title: 'text',
    technologies: 'options',
    seo_description: 'textarea',
    special_functions: 'options',
    og_image: 'asset',
    accessories: 'options',
    downloads: 'options',
    related_products: 'options',
    body: 'bloks',
    mains_phases: 'option',
    mains_voltage: 'number',
    mains_fuse: 'number',
    mains_generator: 'boolean',
    current_ranges: 'bloks',
    current_at_100: 'number',
    weight: 'number',
    thickness_ranges: 'bloks',
    cut_recommended: 'number',
    cut_maximum: 'number',
    automation: 'option',
  },
  'product-listing': {
    headline: 'text',
    family: 'option',
    show_filters: 'boolean',
    per_page: 'number',
  },
  'product-search-bar': { headline: 'text', placeholder: 'text', products_page: 'multilink' },
  'rich-text': { text: 'richtext', width: 'option' },
  slide: { image: 'asset', title: 'text', text: 'textarea', link: 'multilink' },
  slider: { headline: 'text', slides: 'bloks' },
  'social-item': { network: 'option', url: 'text' },
  'social-items': { headline: 'text', items: 'bloks' },
  'special-function': { name: 'text', summary: 'textarea', icon: 'option', processes: 'options' },
  'special-functions-listing': { headline: 'text', intro: 'textarea' },
  tag: { name: 'text', description: 'textarea' },
  'tech-spec': { label: 'text', value: 'text', unit: 'text', better: 'option' },
  technology: {
    name: 'text',
    summary: 'textarea',
    description: 'richtext',
    icon: 'option',
    image: 'asset',
  },
  'thickness-range': { process: 'option', material: 'option', min: 'number', max: 'number' },
  video: { title: 'text', provider: 'option', video_id: 'text', poster: 'asset', caption: 'text' },
} as const satisfies Record<ComponentName, Readonly<Record<string, FieldType>>>;
