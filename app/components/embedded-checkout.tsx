import { useEffect, useState } from "react";

type EmbeddedCheckoutInstance = { mount(selector: string): void; destroy(): void };
type StripeJs = (key: string) => {
  initEmbeddedCheckout(options: { fetchClientSecret: () => Promise<string> }): Promise<EmbeddedCheckoutInstance>;
};

const STRIPE_JS = "https://js.stripe.com/v3/";
let loading: Promise<StripeJs> | undefined;

/** Loads Stripe.js once (the CSP allows js.stripe.com only when the embedded form is configured). */
function loadStripeJs(nonce: string | undefined): Promise<StripeJs> {
  loading ??= new Promise<StripeJs>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const stripe = (window as unknown as { Stripe?: StripeJs }).Stripe;
      if (stripe) resolve(stripe);
      else reject(new Error("Stripe.js did not load"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Stripe.js did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Stripe's embedded Checkout form (STRIPE_CHECKOUT_UI=embedded, decision 026). It needs
 * JavaScript and Stripe.js; the hosted page (the default) does not.
 */
export function EmbeddedCheckout({
  clientSecret,
  publishableKey,
  nonce,
}: {
  clientSecret: string;
  publishableKey: string;
  nonce: string | undefined;
}) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let checkout: EmbeddedCheckoutInstance | undefined;
    loadStripeJs(nonce)
      .then((Stripe) => Stripe(publishableKey).initEmbeddedCheckout({ fetchClientSecret: async () => clientSecret }))
      .then((instance) => {
        checkout = instance;
        if (cancelled) instance.destroy();
        else instance.mount("#embedded-checkout");
      })
      .catch(() => setError("Failed to initialize payment"));
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [clientSecret, publishableKey, nonce]);
  return (
    <div className="mt-4">
      <noscript>
        <p role="alert">The embedded payment form needs JavaScript. Please enable JavaScript and try again.</p>
      </noscript>
      {error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div id="embedded-checkout" />
    </div>
  );
}
