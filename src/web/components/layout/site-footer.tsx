import { Link } from '@tanstack/react-router';
import type * as React from 'react';
import { site } from '@/lib/site';
import { LogoMark } from './logo';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm space-y-3">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            {site.name}
          </div>
          <p className="text-muted-foreground text-sm">{site.description}</p>
        </div>
        <FooterColumn title="Product">
          <Link to="/" hash="features" className="hover:text-foreground">
            Features
          </Link>
          <Link to="/pricing" className="hover:text-foreground">
            Pricing
          </Link>
          <Link to="/blog" className="hover:text-foreground">
            Blog
          </Link>
          <Link to="/changelog" className="hover:text-foreground">
            Changelog
          </Link>
          <Link to="/waitlist" className="hover:text-foreground">
            Waitlist
          </Link>
          <Link to="/faq" className="hover:text-foreground">
            FAQ
          </Link>
          <Link to="/contact" className="hover:text-foreground">
            Contact
          </Link>
        </FooterColumn>
        <FooterColumn title="Account">
          <Link to="/sign-in" className="hover:text-foreground">
            Sign in
          </Link>
          <Link to="/sign-up" className="hover:text-foreground">
            Create an account
          </Link>
          <Link to="/account" className="hover:text-foreground">
            Your account
          </Link>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-6 pb-20 text-muted-foreground text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {site.name}. Open source under the MIT licence.
          </p>
          <p>Built with Fastify, React and PostgreSQL.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="font-medium text-sm">{title}</h3>
      <div className="flex flex-col gap-2 text-muted-foreground text-sm">{children}</div>
    </div>
  );
}
