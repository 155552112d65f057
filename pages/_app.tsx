import type { AppProps } from "next/app";
import Head from "next/head";
import "@/app/globals.css";

// The Pages Router's shell, for the one page it serves (the careers job page, docs/decisions/440):
// the same stylesheet and viewport as the App Router's root layout.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
    </>
  );
}
