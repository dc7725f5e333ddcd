public enum P {}
