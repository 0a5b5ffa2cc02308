// Reading global parameters and feature flags (spec storefront §7 "Global parameters read by name and
// entry"). Pure: the caller passes the parameter rows as the API returns them; a missing row is off.

export interface ParameterRowLike {
  readonly name: string;
  readonly entry: string;
  readonly value: string | null;
}

export interface ParameterKey {
  readonly name: string;
  readonly entry: string;
}

/** A parameter switches something on only with the exact text 'true'. */
export const PARAMETER_ON_VALUE = 'true';

/** The parameter that holds the feature flags, one entry per flag. */
export const FEATURE_FLAGS_PARAMETER = 'featureFlags';

/** Feature flags of the header and the navigation. */
export const HEADER_FEATURE_FLAGS = {
  /** The newer navigation bar. */
  newNavigation: { name: FEATURE_FLAGS_PARAMETER, entry: 'T155 Navigation' },
  /** The sale promotion panel in the navigation. */
  salePromotion: { name: FEATURE_FLAGS_PARAMETER, entry: 'T216-Sale-Aktion' },
} as const satisfies Record<string, ParameterKey>;

/** The embedded teasers of the B2B header service block. */
export const EMBEDDED_TEASER_PARAMETERS = {
  hotline: { name: 'embeddedTeasers', entry: 'hotline' },
  email: { name: 'embeddedTeasers', entry: 'email' },
} as const satisfies Record<string, ParameterKey>;

/**
 * The return switches: every return page and the returns API need `activation` on, the
 * returns entry page also `returnSwitch`. DPD is offered as a return carrier while its shipping carrier is on.
 */
export const RETURN_PARAMETERS = {
  activation: { name: 'returns', entry: 'activation' },
  returnSwitch: { name: 'returns', entry: 'returnSwitch' },
  dpdCarrier: { name: 'shippingCarrier', entry: 'dpd' },
} as const satisfies Record<string, ParameterKey>;

// Storefront spec §7 "lightning_deal"; what it switches is ours (docs/not-shown.md).
/**
 * The shop's lightning deals switch: only 'true' runs them. Off, the API treats no deal as running: no deal
 * price, no reservation, no lightning presentation.
 */
export const LIGHTNING_DEAL_SWITCH = {
  name: 'lightning_deal',
  entry: 'enabled',
} as const satisfies ParameterKey;

/**
 * The value of one parameter entry; undefined when the row is missing or empty.
 *
 * @example
 * ```ts
 * parameterValue([{ ...EMBEDDED_TEASER_PARAMETERS.hotline, value: '0800 726 93 61' }], EMBEDDED_TEASER_PARAMETERS.hotline); // '0800 726 93 61'
 * ```
 */
export function parameterValue(
  parameters: readonly ParameterRowLike[],
  key: ParameterKey,
): string | undefined {
  const row = parameters.find((candidate) => candidate.name === key.name && candidate.entry === key.entry);
  const value = row?.value?.trim();
  return value ? value : undefined;
}

/**
 * Whether a parameter entry holds exactly 'true' (so 'TRUE', ' true' and '1' are off).
 *
 * @example
 * ```ts
 * isParameterOn([{ ...PRIME_REGISTRATION_PARAMETER, value: 'true' }], PRIME_REGISTRATION_PARAMETER); // true
 * isParameterOn([], PRIME_REGISTRATION_PARAMETER); // false
 * ```
 */
export function isParameterOn(parameters: readonly ParameterRowLike[], key: ParameterKey): boolean {
  return parameters.some(
    (row) => row.name === key.name && row.entry === key.entry && row.value === PARAMETER_ON_VALUE,
  );
}
