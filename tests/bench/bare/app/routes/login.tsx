import { Form } from "react-router";

export async function action() {
  return null;
}

export default function Login() {
  return (
    <main>
      <h1>Log in</h1>
      <Form method="post">
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" required />
        <button type="submit">Log in</button>
      </Form>
    </main>
  );
}
