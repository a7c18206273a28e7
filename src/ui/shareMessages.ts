import { defineMessages } from '../i18n';

/** What sharing a link says (issue 23): its own catalogue, loaded on the tap (shareLink), not with the first view. */
export const m = defineMessages('share', {
  /** SPEC 8: a copied link says 'Copied'; a failed share says it 'can't be shared'. */
  copied: 'Copied',
  cantShare: "This link can't be shared. Please copy it from the address bar.",
});
