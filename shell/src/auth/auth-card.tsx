import type { ReactNode } from 'react';
import logo from '../assets/logo.svg';
import './auth-pages.css';

/**
 * The frame of the sign-in and reset-password pages: plain React and auth-pages.css, no antd, so
 * the first page a visitor opens stays light (antd loads after sign-in).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="px-auth">
      <section className="px-auth-card">
        <div className="px-auth-header">
          <img src={logo} alt="Admin Console" width={40} height={40} />
          <h1 className="px-auth-title">{title}</h1>
        </div>
        {children}
      </section>
    </main>
  );
}
