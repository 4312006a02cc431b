import { escapeHtml } from "./builtin/theme.ts";

/**
 * The sample document of a style's preview (docs/product/document-styles.md): a commercial
 * package proposal as an agency would send it — the insured, the carrier, the coverages with
 * their limits and premiums, two options and the agency's details — so a style is judged on a
 * real insurance document. Our own HTML (no user text but the agency's name and address, escaped).
 */
export function sampleProposalHtml(agency: { name: string; address: string; phone: string; email: string }): string {
  const name = escapeHtml(agency.name);
  return `
<h1>Commercial Package Proposal</h1>
<p><strong>Prepared for:</strong> Casco Bay Lobster Co., 14 Custom House Wharf, Portland, ME 04101<br>
<strong>Prepared by:</strong> ${name}<br>
<strong>Proposed term:</strong> March 1, 2027 to March 1, 2028 &nbsp;·&nbsp; <strong>Carrier:</strong> Hanover Insurance (A.M. Best A, XV)</p>

<h2>Summary</h2>
<p>Thank you for the opportunity to market your insurance program. We approached four carriers and recommend the Hanover
package below: it keeps your current limits, adds hired and non-owned auto liability, and lowers your total annual
premium by $1,284 compared with the expiring program.</p>

<h2>Coverages and limits</h2>
<table>
  <thead><tr><th>Coverage</th><th>Limit</th><th>Deductible</th><th class="num">Annual premium</th></tr></thead>
  <tbody>
    <tr><td>General Liability — each occurrence</td><td>$1,000,000</td><td>None</td><td class="num">$4,820</td></tr>
    <tr><td>General Liability — general aggregate</td><td>$2,000,000</td><td>—</td><td class="num">included</td></tr>
    <tr><td>Products and completed operations aggregate</td><td>$2,000,000</td><td>—</td><td class="num">included</td></tr>
    <tr><td>Building (14 Custom House Wharf)</td><td>$1,450,000 replacement cost</td><td>$2,500</td><td class="num">$6,115</td></tr>
    <tr><td>Business personal property</td><td>$380,000</td><td>$2,500</td><td class="num">$1,940</td></tr>
    <tr><td>Business income and extra expense</td><td>12 months actual loss sustained</td><td>72 hours</td><td class="num">$860</td></tr>
    <tr><td>Equipment breakdown (refrigeration)</td><td>Included to building limit</td><td>$1,000</td><td class="num">$415</td></tr>
    <tr><td>Hired and non-owned auto liability</td><td>$1,000,000</td><td>None</td><td class="num">$310</td></tr>
    <tr><td><strong>Total annual premium</strong></td><td></td><td></td><td class="num"><strong>$14,460</strong></td></tr>
  </tbody>
</table>

<h2>Options</h2>
<h3>Option 1 — Recommended package</h3>
<ul>
  <li>All coverages above with Hanover; premium <strong>$14,460</strong>, payable annually or in ten installments.</li>
  <li>Spoilage coverage of $50,000 for product in cold storage.</li>
</ul>
<h3>Option 2 — Higher umbrella</h3>
<ul>
  <li>Option 1 plus a $2,000,000 commercial umbrella over general liability and auto: premium <strong>$16,235</strong>.</li>
</ul>

<h2>Subjectivities and next steps</h2>
<ol>
  <li>A signed ACORD 125 and 126 dated within 30 days of binding.</li>
  <li>Updated five-year loss runs from the expiring carrier.</li>
  <li>Confirmation that the wharf building's sprinkler system was inspected in the last 12 months.</li>
</ol>
<blockquote>This proposal is a summary only; the policies' terms, conditions and exclusions govern coverage.</blockquote>

<h2>Your agency</h2>
<p>${[`<strong>${name}</strong>`, escapeHtml(agency.address), [agency.phone, agency.email].filter(Boolean).map(escapeHtml).join(" &nbsp;·&nbsp; ")].filter(Boolean).join("<br>")}</p>`;
}
