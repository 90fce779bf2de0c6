import { useEffect, useEffectEvent, useRef } from 'react';
import { currentLocale } from '../../ui/i18n/i18n';
import { loadGoogleIdentity, type GoogleButtonOptions } from './google-identity';

interface GoogleButtonProps {
  clientId: string;
  /** The button's wording: 'signin_with' on Login, 'signup_with' in the wizard. */
  text: NonNullable<GoogleButtonOptions['text']>;
  onCredential: (credential: string) => void;
  /** The script did not load, or Google answered without a credential. */
  onFailure: () => void;
}

/** Google's own sign-in button, drawn by its script into this box. */
export function GoogleButton({ clientId, text, onCredential, onFailure }: GoogleButtonProps) {
  const box = useRef<HTMLDivElement>(null);
  const credential = useEffectEvent((value: string | undefined) => {
    if (value) onCredential(value);
    else onFailure();
  });
  const failure = useEffectEvent(() => onFailure());
  // Google words its button itself: in the language the app speaks, not the browser's.
  const locale = currentLocale();

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = box.current;
        if (cancelled || !parent) return;
        google.initialize({ client_id: clientId, callback: (response) => credential(response.credential) });
        google.renderButton(parent, {
          type: 'standard', theme: 'outline', size: 'large', shape: 'pill', text, logo_alignment: 'center', locale,
          // Google's button takes a pixel width (at most 400).
          width: Math.min(400, Math.max(200, Math.round(parent.getBoundingClientRect().width))),
        });
      },
      () => {
        if (!cancelled) failure();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, text, locale]);

  return <div ref={box} className="google-button" />;
}
