import { CONSENT_VERSION, OPTIONAL_CATEGORIES } from './categories';
import { CONSENT_COOKIE, CONSENT_LIFETIME_MS } from './consent-record';
import { OPEN_SETTINGS_ATTRIBUTE } from './open-settings';

/** The consent notice's element, drawn by the server in every page (`consent-notice.tsx`). */
export const NOTICE_ATTRIBUTE = 'data-consent-notice';
/** On the notice: the optional categories this start of the site offers ("Accept all" grants). */
export const OFFERED_ATTRIBUTE = 'data-offered';
/** On a notice button: the choice it records, `reject` or `accept` (the X rejects). */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
/**
 * On `<html>`: the visitor asked for the settings before the consent manager's code ran; the
 * manager opens them when it starts (`consent-manager.tsx`).
 */
export const SETTINGS_ASKED_ATTRIBUTE = 'data-consent-settings-asked';
/** The event a recorded choice sends (`third-party.ts` listens, whoever recorded it). */
export const CHOICE_EVENT = 'fortarc:consent-change';

/**
 * Runs while the document is parsed, right after the notice (`previousElementSibling`), which the
 * server draws `hidden`: it shows the notice only when no valid choice is stored (the rules of
 * `parseChoice`: this version, a readable value, less than six months old), so a returning visitor
 * never sees it for a frame, and without JavaScript nobody does. From then on, before and after the
 * page's scripts have run, it takes the notice's buttons:
 * - "Reject all", the X and "Accept all" record the choice as `recordChoice` does (the same
 *   cookie, value and event; "Accept all" grants the categories on offer), hide the notice, and
 *   give the keyboard to the page's content;
 * - "Customise" marks `<html>` when the consent manager has not started yet, which then opens the
 *   settings; once it runs, it opens them itself (the button is an "open the settings" control).
 *
 * It listens on the window in the capture phase, before anything in the page: while React hydrates
 * the document, its own listener on the document stops a click on a part not hydrated yet (and,
 * when it cannot hydrate that part at once, drops it), which took a choice clicked then on a slow
 * phone, and kept the notice up.
 *
 * It is a string so that the Content-Security-Policy can allow exactly this text
 * (server/security-headers.ts); `notice-script.test.ts` runs it against `parseChoice`.
 */
export const NOTICE_SCRIPT = `((d,n,c,v,l,k)=>{const r=d.documentElement,w=window,g=()=>{for(const p of d.cookie.split(';')){const i=p.indexOf('=');if(i>=0&&p.slice(0,i).trim()==c)try{return decodeURIComponent(p.slice(i+1).trim())}catch{return}}},t=Date.now(),s=g(),f=s&&new URLSearchParams(s),a=f&&Number(f.get('at'));if(f&&Number(f.get('v'))===v&&Number.isSafeInteger(a)&&a<=t+864e5&&t-a<l&&k.every(x=>/^[01]$/.test(f.get(x)+'')))return;n.hidden=false;w.addEventListener('click',e=>{const b=e.target instanceof Element&&e.target.closest('button'),u=b&&b.closest('[${NOTICE_ATTRIBUTE}]');if(!u)return;if(b.hasAttribute('${OPEN_SETTINGS_ATTRIBUTE}')){r.setAttribute('${SETTINGS_ASKED_ATTRIBUTE}','');return}const y=b.getAttribute('${CHOICE_ATTRIBUTE}');if(!y)return;const on=(u.getAttribute('${OFFERED_ATTRIBUTE}')||'').split(' '),at=Date.now(),q=new URLSearchParams({v:String(v),at:String(at)}),m={};for(const x of k){m[x]=y=='accept'&&on.includes(x);q.set(x,m[x]?'1':'0')}const h=u.contains(d.activeElement);d.cookie=c+'='+encodeURIComponent(q)+'; Path=/; Max-Age='+Math.floor(l/1e3)+'; SameSite=Lax'+(location.protocol=='https:'?'; Secure':'');u.hidden=true;if(h)d.getElementById('main')?.focus({preventScroll:true});w.dispatchEvent(new CustomEvent('${CHOICE_EVENT}',{detail:{choice:{version:v,decidedAt:at,granted:m}}}))},true)})(document,document.currentScript.previousElementSibling,'${CONSENT_COOKIE}',${CONSENT_VERSION},${CONSENT_LIFETIME_MS},${JSON.stringify(OPTIONAL_CATEGORIES)})`;
