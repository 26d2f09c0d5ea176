import { useEffect, useState } from 'react';

/** Toasts load their code on first use, keeping the toast machinery out of the first page load. */
export interface ToastInput {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
}

type ToasterModule = typeof import('./toaster');
let loading: Promise<ToasterModule> | null = null;
let loaded: ToasterModule | null = null;
const listeners = new Set<(m: ToasterModule) => void>();

function load(): Promise<ToasterModule> {
  loading ??= import('./toaster').then((m) => {
    loaded = m;
    listeners.forEach((l) => l(m));
    return m;
  });
  return loading;
}

export function notify(toast: ToastInput): void {
  void load().then((m) =>
    // Let the host mount the toaster region before the first toast is added. One toast at a time: a new one
    // replaces the current one instead of queueing behind it.
    window.setTimeout(() => {
      m.toaster.remove();
      m.toaster.create({ title: toast.title, description: toast.description, type: toast.type ?? 'info' });
    }, 0),
  );
}

export function ToasterHost() {
  const [mod, setMod] = useState<ToasterModule | null>(loaded);
  useEffect(() => {
    const l = (m: ToasterModule) => setMod(() => m);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return mod ? <mod.Toaster /> : null;
}
